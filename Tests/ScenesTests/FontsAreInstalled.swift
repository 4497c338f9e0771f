import Typography

/// Whether fontconfig finds the faces the scenes draw their text with; suites that draw text
/// are reported as skipped, with the packages to install, when it does not.
let fontsAreInstalled = (try? FontBook.standard()) != nil
