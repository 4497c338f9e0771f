import Typography

extension FontBook {
    /// The face a line of text in `role` is set in.
    public func face(for role: TextRole) -> Typeface {
        switch role {
        case .title: return title
        case .body: return body
        case .label: return label
        }
    }
}
