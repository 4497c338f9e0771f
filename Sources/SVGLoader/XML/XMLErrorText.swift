/// libxml2's error codes, as Foundation's XMLParser reports them, in words.
///
/// On Linux, XMLParser passes libxml2's own code (`xmlParserErrors`) through as the error's code,
/// and `XMLParser.ErrorCode` numbers the same cases one lower than libxml2 does, so its names are
/// off by one: an invalid UTF-8 byte (libxml2's 9, `XML_ERR_INVALID_CHAR`) reads as
/// "characterRefAtEOF", an entity loop (89) as "invalidURI". This table goes by libxml2's numbers.
enum XMLErrorText {
    /// The reason for libxml2 error `code`, e.g. "an attribute is written twice".
    static func describe(code: Int) -> String {
        reasons[code] ?? "libxml2 error \(code)"
    }

    /// Codes libxml2 raises as warnings: the document is still well formed (an `xmlns` value that
    /// is not an absolute URI, an entity declared twice), so a parse that otherwise succeeded is kept.
    static let warnings: Set<Int> = [27, 93, 97, 98, 99, 100, 102, 106, 107]

    private static let reasons: [Int: String] = [
        1: "libxml2 stopped (an attribute value or text longer than its limit of 10,000,000 bytes does this)",
        2: "libxml2 ran out of memory",
        3: "no start tag: '<' was expected",
        4: "the document is empty",
        5: "there is more content after the root element is closed",
        6: "a hexadecimal character reference (&#x…;) is invalid",
        7: "a decimal character reference (&#…;) is invalid",
        8: "a character reference is invalid",
        9: "a character is not allowed in XML (a control character, or a byte that is not UTF-8)",
        10: "the file ends inside a character reference",
        11: "a character reference appears before the root element",
        12: "a character reference appears after the root element",
        13: "a character reference appears in the DOCTYPE",
        14: "the file ends inside an entity reference",
        15: "an entity reference appears before the root element",
        16: "an entity reference appears after the root element",
        17: "an entity reference appears in the DOCTYPE",
        22: "an entity reference (&…;) has no name; write a lone '&' as &amp;",
        23: "an entity reference is missing its ';'; write a lone '&' as &amp;",
        26: "an entity is used but never declared",
        27: "an entity is used but never declared",
        28: "an unparsed entity is referenced",
        29: "an external entity is referenced",
        31: "the declared encoding is unknown",
        32: "the declared encoding is not supported",
        33: "a quoted string was expected",
        34: "a quoted string is not closed",
        35: "a namespace declaration is malformed",
        38: "an attribute value contains '<'; write it as &lt;",
        39: "an attribute value must be quoted",
        40: "an attribute value is not closed",
        41: "an attribute has no value",
        42: "an attribute is written twice on one element",
        43: "a quoted literal was expected",
        44: "a quoted literal is not closed",
        45: "a comment is not closed with -->",
        46: "a processing instruction (<?…?>) is malformed",
        47: "a processing instruction is not closed with ?>",
        56: "the XML declaration is malformed",
        57: "the XML declaration is not closed with ?>",
        61: "the DOCTYPE is not closed",
        62: "']]>' appears outside a CDATA section",
        63: "a CDATA section is not closed with ]]>",
        64: "a processing instruction uses the reserved name 'xml' (an XML declaration must come first in the file)",
        65: "a space is required",
        68: "a name was expected (an element or attribute name)",
        72: "'<' was expected",
        73: "'>' was expected",
        74: "'</' was expected",
        75: "'=' was expected after an attribute name",
        76: "an end tag does not match its start tag",
        77: "a tag is not finished (the file ends before its elements are closed)",
        80: "a comment contains '--'",
        81: "the encoding is invalid",
        84: "a value was expected",
        85: "the elements are not properly nested",
        86: "there is more content after the root element is closed",
        87: "an entity's value holds a character that is not allowed",
        89: "an entity refers to itself",
        90: "an entity's value does not nest properly with the document",
        91: "a URI is invalid",
        92: "a URI holds a fragment (#…) where none is allowed",
        96: "the XML declaration has no version",
        99: "an xmlns value is not an absolute URI",
        100: "an xmlns value is a relative URI",
        108: "the XML version is not supported",
        110: "a name is longer than libxml2 allows",
        112: "a comment ends abruptly",
        200: "the 'xml' namespace prefix is misused",
        201: "an element or attribute uses a namespace prefix that is not declared (xmlns:prefix=\"…\")",
        202: "a qualified name (prefix:name) is malformed",
        203: "an attribute is written twice on one element (with namespace prefixes)",
        204: "a namespace declaration is empty",
        205: "a name holds more than one ':'",
    ]
}
