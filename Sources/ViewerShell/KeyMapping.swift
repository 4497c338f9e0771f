import CSDL2
import Scenes

/// Maps SDL key codes to viewer keys. Printable keys' SDL codes are their ASCII characters;
/// the keypad and shifted symbols are added by hand.
enum KeyMapping {
    static func key(for code: SDL_Keycode) -> ViewerKey? {
        switch UInt32(bitPattern: code) {
        case SDLK_ESCAPE.rawValue: return .quit
        case SDLK_TAB.rawValue: return .nextScene
        case SDLK_SLASH.rawValue: return .toggleHelp           // "?" is shift + "/" on most layouts
        case SDLK_KP_PLUS.rawValue, SDLK_PLUS.rawValue, SDLK_EQUALS.rawValue: return .zoomIn
        case SDLK_KP_MINUS.rawValue, SDLK_MINUS.rawValue: return .zoomOut
        case SDLK_KP_PERIOD.rawValue: return .stepFrame
        case SDLK_KP_1.rawValue: return .showDrawOnScene
        case SDLK_KP_2.rawValue: return .showLoaderScene
        case SDLK_KP_3.rawValue: return .showEffectsScene
        case SDLK_RIGHTBRACKET.rawValue: return .faster
        case SDLK_LEFTBRACKET.rawValue: return .slower
        case SDLK_UP.rawValue: return .scrollUp
        case SDLK_DOWN.rawValue: return .scrollDown
        case SDLK_PAGEUP.rawValue: return .pageUp
        case SDLK_PAGEDOWN.rawValue: return .pageDown
        case SDLK_HOME.rawValue: return .scrollToTop
        case SDLK_END.rawValue: return .scrollToEnd
        default:
            guard code > 0, code < 128, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            return ViewerKey(character: Character(scalar))
        }
    }
}
