import Foundation
import Testing
@testable import ViewRuntime

/// UIColor and UIFont values.
@Suite("Colors and fonts")
struct ColorFontTests {
    @Test("colours keep their components; white:alpha:, withAlphaComponent, getRed and equality by value")
    func colorComponents() {
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let faded = color.withAlphaComponent(0.5)
        #expect(faded.red == 0.2 && faded.green == 0.4 && faded.blue == 0.6 && faded.alpha == 0.5)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a) && r == 0.2 && g == 0.4 && b == 0.6 && a == 1)
        #expect(Color(white: 0.5, alpha: 0.25) == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
        #expect(Color(hue: 0, saturation: 1, brightness: 1, alpha: 1) == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).green == 1)
        #expect(Color.red == Color(red: 1, green: 0, blue: 0, alpha: 1) && Color.clear.alpha == 0)
    }

    @Test("system colours have their light-appearance values")
    func systemColors() {
        #expect(Color.systemBlue == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(Color.systemBackground == .white && Color.label == .black)
        #expect(Color.secondaryLabel.alpha == 0.6 && Color.systemGroupedBackground.red == 242.0 / 255)
        #expect(Color.systemBlue.description == "systemBlue" && Color.gray.red == 128.0 / 255)
    }

    @Test("fonts: system sizes and weights, text styles at UIKit's default sizes, withSize, named fonts")
    func fonts() throws {
        #expect(Font.systemFont(ofSize: 17).pointSize == 17 && Font.systemFont(ofSize: 17).weight == .regular)
        #expect(Font.boldSystemFont(ofSize: 20).weight == .bold && Font.systemFont(ofSize: 12, weight: .semibold).weight == .semibold)
        let sizes: [(Font.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes {
            #expect(Font.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(Font.systemFont(ofSize: 17).withSize(30).pointSize == 30)
        let named = try #require(Font(name: "Avenir-Heavy", size: 14))
        #expect(named.familyName == "Avenir" && named.pointSize == 14 && Font(name: "", size: 14) == nil)
        #expect(Font.Weight.bold > Font.Weight.regular && Font.systemFont(ofSize: 10).lineHeight == 12)
    }
}

/// What teams write in `extension UIColor`: a convenience initializer (compiles because Color is a class).
extension Color {
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    static let brand = Color(hex: 0x007AFF)
}

extension ColorFontTests {
    @Test("a team's convenience initializer in an extension works as on UIColor")
    func extensionInitializer() {
        #expect(Color.brand == .systemBlue && Color(hex: 0xFF0000, alpha: 0.5) == Color.red.withAlphaComponent(0.5))
    }
}
