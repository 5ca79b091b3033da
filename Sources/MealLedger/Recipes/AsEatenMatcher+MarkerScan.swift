extension AsEatenMatcher {
    /// Byte strings looked for together in one pass over a text: at each byte only the markers
    /// starting like that byte and the next (by a small hash of the two) are compared, where
    /// searching for each marker in turn walked the text once a marker (about 80 times a
    /// description, most of `Marks`' cost).
    struct MarkerScan: Sendable {
        /// The markers, each once; a marker's number is its index here.
        let markers: [[UInt8]]
        /// The markers' bytes one after another: marker `i` is `bytes[starts[i]..<starts[i + 1]]`.
        private let bytes: [UInt8]
        private let starts: [Int]
        /// The numbers of the markers whose first two bytes hash to bucket `k` (`bucket(_:_:)`) are
        /// `numbers[bucketStart[k]..<bucketStart[k + 1]]`: at most text bytes no marker or one
        /// is compared.
        private let bucketStart: [Int]
        private let numbers: [Int]
        private static let bucketCount = 1024

        /// The bucket of a marker starting with bytes `first` and `second`.
        private static func bucket(_ first: UInt8, _ second: UInt8) -> Int {
            (Int(first) &* 31 &+ Int(second)) & (bucketCount - 1)
        }

        /// A scan for `markers`, given each once.
        init(_ markers: [[UInt8]]) {
            self.markers = markers
            var bytes: [UInt8] = [], starts = [0]
            for marker in markers {
                bytes += marker
                starts.append(bytes.count)
            }
            (self.bytes, self.starts) = (bytes, starts)
            // Every marker has two bytes or more (`Marks` looks for words): bucketed by the first two.
            precondition(markers.allSatisfy { $0.count >= 2 }, "a marker of fewer than two bytes")
            // Counted, then placed: a bucket's numbers in increasing order, with no array per
            // bucket (1,024 of them were a third of a million instructions at start-up).
            let buckets = markers.map { Self.bucket($0[0], $0[1]) }
            var bucketStart = [Int](repeating: 0, count: Self.bucketCount + 1)
            for bucket in buckets { bucketStart[bucket + 1] += 1 }
            for bucket in 0..<Self.bucketCount { bucketStart[bucket + 1] += bucketStart[bucket] }
            var next = bucketStart, numbers = [Int](repeating: 0, count: markers.count)
            for (number, bucket) in buckets.enumerated() {
                numbers[next[bucket]] = number
                next[bucket] += 1
            }
            (self.bucketStart, self.numbers) = (bucketStart, numbers)
        }

        /// Whether each marker (by number) occurs in `text`: what `find` tells of each, in one pass.
        func held(in text: [UInt8]) -> [Bool] {
            var found = [Bool](repeating: false, count: markers.count)
            found.withUnsafeMutableBufferPointer { held in
                text.withUnsafeBufferPointer { text in
                    bytes.withUnsafeBufferPointer { bytes in
                        starts.withUnsafeBufferPointer { starts in
                            bucketStart.withUnsafeBufferPointer { bucketStart in
                                numbers.withUnsafeBufferPointer { numbers in
                                    for index in 0..<max(0, text.count - 1) {
                                        let bucket = Self.bucket(text[index], text[index + 1])
                                        for candidate in bucketStart[bucket]..<bucketStart[bucket + 1] {
                                            let number = numbers[candidate]
                                            if held[number] { continue }
                                            let (start, end) = (starts[number], starts[number + 1])
                                            guard index + (end - start) <= text.count else { continue }
                                            // Two markers' first bytes may share a bucket: every byte is compared.
                                            var offset = 0
                                            while start + offset < end, text[index + offset] == bytes[start + offset] { offset += 1 }
                                            if start + offset == end { held[number] = true }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            return found
        }
    }
}
