import FuzzChecks

// libFuzzer calls LLVMFuzzerTestOneInput with each input; a normal build checks the files named.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAIReply(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 { FuzzEntry.input(data, size, AIReplyCheck.run) }

@main enum FuzzAIReply { static func main() { FuzzEntry.main(testOneInput: fuzzAIReply, check: AIReplyCheck.run) } }
