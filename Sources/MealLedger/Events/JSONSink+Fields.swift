/// Members of the event field types: ids and dates written as their text.
extension JSONSink {
    /// `"key":"0193a…"`.
    public mutating func member(_ key: StaticString, _ value: Identifier) {
        member(key, value.description)
    }

    /// `"key":"0193a…"`, or nothing when absent.
    public mutating func member(_ key: StaticString, ifPresent value: Identifier?) {
        member(key, ifPresent: value?.description)
    }

    /// `"key":"2026-11-20"`.
    public mutating func member(_ key: StaticString, _ value: CalendarDate) {
        member(key, value.description)
    }
}
