extension AIReplyValidator {
    /// The JSON value in a message's content, and whether text around it was left out.
    ///
    /// Models often wrap JSON in a markdown fence (```` ```json … ``` ````) or add a sentence
    /// before or after it despite being asked not to. A fence is stripped silently; other text
    /// is dropped only when what lies between the first `{` and the last `}` parses on its own,
    /// and the caller warns about it. Otherwise the error of the whole text is returned.
    static func parseJSON(in content: String) -> Result<(JSONValue, Bool), JSONParseError> {
        let text = strippingCodeFence(content)
        let wholeError: JSONParseError
        do {
            return .success((try JSONParser.parse(text), false))
        } catch {
            wholeError = error
        }
        guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close,
              open != text.startIndex || text.index(after: close) != text.endIndex else {
            return .failure(wholeError)
        }
        do {
            return .success((try JSONParser.parse(String(text[open...close])), true))
        } catch {
            return .failure(wholeError)
        }
    }

    /// The text inside the first markdown code fence, or the whole text trimmed when it starts
    /// with `{` or holds no fence. The fence's info string (`json`) is dropped.
    static func strippingCodeFence(_ content: String) -> String {
        let trimmed = content.trimmingWhitespace()
        guard trimmed.first != "{", let open = trimmed.firstRange(of: "```") else { return trimmed }
        var inside = trimmed[open.upperBound...]
        if let lineEnd = inside.firstIndex(of: "\n"), !inside[..<lineEnd].contains("{") {
            inside = inside[inside.index(after: lineEnd)...]
        } else {
            inside = inside.drop(while: { $0.isLetter })
        }
        if let close = inside.firstRange(of: "```") {
            inside = inside[..<close.lowerBound]
        }
        return String(inside).trimmingWhitespace()
    }
}
