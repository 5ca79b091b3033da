/// Every field that keeps a `data` object from being an event, not only the first.
///
/// The readers stop at the first bad field; to name all of them (issue 19, the design's
/// Property 12), the object is read again and again, each time with the field just named
/// set aside: an unknown or repeated member left out, any other value replaced by stand-ins
/// of each kind in turn until the reader moves past it. Only refused input pays for this.
extension EventPayload {
    /// The problems of `data` as the `data` of a `type` event, one per field, in reading order;
    /// empty when it reads.
    public static func allFieldProblems(type: EventType, data: JSONValue, limit: Int = 32) -> [FieldError] {
        var data = data
        var problems: [FieldError] = []
        var attempts: [String: Int] = [:]
        for _ in 0..<(limit * standIns.count) {
            let failure: FieldError
            do {
                // Read at last (stand-ins in place): the text rules name what they find too.
                let payload = try EventPayload(type: type, data: data)
                for problem in payload.textProblems() where !problems.contains(where: { $0.field == problem.field }) {
                    problems.append(problem)
                }
                break
            } catch {
                failure = error
            }
            if !problems.contains(where: { $0.field == failure.field }) { problems.append(failure) }
            let attempt = attempts[failure.field, default: 0]
            attempts[failure.field] = attempt + 1
            guard problems.count < limit, attempt < standIns.count,
                  let path = FieldPath(failure.field),
                  let patched = path.patch(data, removing: failure.problem.hasPrefix("is not a known field")
                                               || failure.problem.hasPrefix("appears twice"),
                                           with: standIns[attempt]) else { break }
            data = patched
        }
        return problems
    }

    /// Values that satisfy some reader: one of them fits any field.
    static let standIns: [JSONValue] = [
        .string("x"), .number(1), .string("00000000-0000-7000-8000-000000000000"), .string("2000-01-01"),
        .string(FoodSource.manual.rawValue), .array([]), .object([]), .string(JournalCreated.currentFormat),
    ]
}

/// A field path as `FieldError` names it: `calories`, `ingredients[2].quantity`, `otherComponents[1]`.
struct FieldPath {
    enum Step: Equatable {
        case member(String)
        case element(Int)
    }

    var steps: [Step]

    init?(_ text: String) {
        guard !text.isEmpty else { return nil }
        steps = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            let name = rest.prefix { $0 != "[" }
            guard !name.isEmpty else { return nil }
            steps.append(.member(String(name)))
            rest = rest.dropFirst(name.count)
            while rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close])
                else { return nil }
                steps.append(.element(index))
                rest = rest[rest.index(after: close)...]
            }
            guard rest.isEmpty else { return nil }
        }
    }

    /// `value` with the member or element at this path replaced by `standIn` (or left out);
    /// nil when the path leads nowhere.
    func patch(_ value: JSONValue, removing: Bool, with standIn: JSONValue) -> JSONValue? {
        patch(value, steps[...], removing: removing, standIn: standIn)
    }

    private func patch(_ value: JSONValue, _ steps: ArraySlice<Step>, removing: Bool, standIn: JSONValue) -> JSONValue? {
        guard let step = steps.first else { return standIn }
        let rest = steps.dropFirst()
        switch (step, value) {
        case (.member(let key), .object(var members)):
            // The last member of that name: the one a duplicate-key refusal points at.
            guard let index = members.lastIndex(where: { $0.key == key }) else {
                return rest.isEmpty && !removing ? .object(members + [(key, standIn)]) : nil
            }
            if rest.isEmpty && removing {
                members.remove(at: index)
                return .object(members)
            }
            guard let patched = patch(members[index].value, rest, removing: removing, standIn: standIn) else { return nil }
            members[index].value = patched
            return .object(members)
        case (.element(let position), .array(var items)):
            guard items.indices.contains(position),
                  let patched = patch(items[position], rest, removing: removing, standIn: standIn) else { return nil }
            items[position] = patched
            return .array(items)
        default:
            return nil
        }
    }
}
