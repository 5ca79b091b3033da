extension AsEatenMatcher {
    /// Byte strings looked for together in one pass over a text: at each byte only the
    /// markers starting with that byte are compared, where searching for each marker in turn
    /// walked the text once a marker (about 80 times a description, most of `Marks`' cost).
    struct MarkerScan: Sendable {
        /// The markers, each once; a marker's number is its index here.
        let markers: [[UInt8]]
        /// The markers' bytes one after another: marker `i` is `bytes[starts[i]..<starts[i + 1]]`.
        private let bytes: [UInt8]
        private let starts: [Int]
        /// The numbers of the markers starting with byte `b` are `numbers[firstByte[b]..<firstByte[b + 1]]`.
        private let firstByte: [Int]
        private let numbers: [Int]

        /// A scan for `markers`, given each once.
        init(_ markers: [[UInt8]]) {
            self.markers = markers
            var bytes: [UInt8] = [], starts = [0]
            for marker in markers {
                bytes += marker
                starts.append(bytes.count)
            }
            (self.bytes, self.starts) = (bytes, starts)
            // The markers by first byte, in their order within each byte.
            var byFirst = [[Int]](repeating: [], count: 256)
            for (number, marker) in markers.enumerated() {
                if let first = marker.first { byFirst[Int(first)].append(number) }
            }
            var firstByte = [0], numbers: [Int] = []
            for numbersOfByte in byFirst {
                numbers += numbersOfByte
                firstByte.append(numbers.count)
            }
            (self.firstByte, self.numbers) = (firstByte, numbers)
        }

        /// Whether each marker (by number) occurs in `text`: what `find` tells of each, in one pass.
        func held(in text: [UInt8]) -> [Bool] {
            var found = [Bool](repeating: false, count: markers.count)
            found.withUnsafeMutableBufferPointer { held in
                text.withUnsafeBufferPointer { text in
                    bytes.withUnsafeBufferPointer { bytes in
                        starts.withUnsafeBufferPointer { starts in
                            firstByte.withUnsafeBufferPointer { firstByte in
                                numbers.withUnsafeBufferPointer { numbers in
                                    for index in 0..<text.count {
                                        let byte = Int(text[index])
                                        for candidate in firstByte[byte]..<firstByte[byte + 1] {
                                            let number = numbers[candidate]
                                            if held[number] { continue }
                                            let (start, end) = (starts[number], starts[number + 1])
                                            guard index + (end - start) <= text.count else { continue }
                                            var offset = 1
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
