import Foundation
import MealLedger
import Testing
import TestSupport

/// SHA-256 written out by hand (the package takes no dependencies), and the HMAC built on it
/// that signs the AI reply cache's entries: the standard's vectors, and agreement with the
/// system's `sha256sum` on random input.
struct SHA256Tests {
    static func hex(_ text: String) -> String { SHA256.hex(SHA256.hash(Array(text.utf8))) }

    static func bytes(hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return result
    }

    @Test func theFIPSVectorsHash() {
        #expect(Self.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(Self.hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
                == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        var million = SHA256()
        for _ in 0..<1_000 { million.add([UInt8](repeating: UInt8(ascii: "a"), count: 1_000)) }
        #expect(SHA256.hex(million.digest()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func theRFC4231VectorsAuthenticate() {
        let cases: [(key: [UInt8], message: [UInt8], code: String)] = [
            ([UInt8](repeating: 0x0B, count: 20), Array("Hi There".utf8),
             "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
            (Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
             "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
            ([UInt8](repeating: 0xAA, count: 20), [UInt8](repeating: 0xDD, count: 50),
             "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
            ([UInt8](repeating: 0xAA, count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
             "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
        ]
        for (key, message, code) in cases {
            #expect(SHA256.hex(SHA256.authenticationCode(key: key, message: message)) == code)
        }
    }

    /// Random bytes of every length around the block and padding edges, fed in random pieces:
    /// the digest is `sha256sum`'s.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum"), "no sha256sum"))
    func anyInputHashesAsSha256sumDoes() throws {
        let folder = TemporaryDirectory()
        forAllCases(100, seed: 256) { testCase in
            let length = Int(testCase.random.next() % 200)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: testCase.random.next()) }
            var hash = SHA256()
            var rest = bytes[...]
            while !rest.isEmpty {
                let piece = Int(testCase.random.next() % 70) + 1
                hash.add(rest.prefix(piece))
                rest = rest.dropFirst(piece)
            }
            let path = folder.file("input")
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            process.arguments = [path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            testCase.check(SHA256.hex(hash.digest()) == String(printed.prefix(64)), "length \(length)")
            testCase.check(hash.digest() == SHA256.hash(bytes), "pieces and whole agree")
        }
    }
}
