import TintUI

// Seed 000, parts 7 and 8, and seed 002: a view's own `==` taking control.

/// Part 7: a custom `==` that ignores the closures and the analytics object.
public struct UserProfileView: View, Equatable {
    public let user: String
    public let theme: String
    public let onEdit: @MainActor () -> Void
    public let onDelete: @MainActor () -> Void
    public let analytics: UserSettings

    public init(user: String, theme: String, analytics: UserSettings, onEdit: @escaping @MainActor () -> Void, onDelete: @escaping @MainActor () -> Void) {
        self.user = user
        self.theme = theme
        self.analytics = analytics
        self.onEdit = onEdit
        self.onDelete = onDelete
    }

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.user == rhs.user && lhs.theme == rhs.theme
    }

    public var body: some View { Text("\(user) (\(theme))") }
}

public struct ChartConfig: Equatable, Sendable {
    public var title: String
    public init(title: String) { self.title = title }
}

/// Part 7: a selective `==`: the number of points and the configuration, nothing else.
public struct ChartView: View, Equatable {
    public let dataPoints: [Double]
    public let config: ChartConfig
    public let onPointTapped: @MainActor (Double) -> Void

    public init(dataPoints: [Double], config: ChartConfig, onPointTapped: @escaping @MainActor (Double) -> Void) {
        self.dataPoints = dataPoints
        self.config = config
        self.onPointTapped = onPointTapped
    }

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.dataPoints.count == rhs.dataPoints.count && lhs.config == rhs.config
    }

    public var body: some View { Text("\(config.title): \(dataPoints.count) points") }
}

/// Part 8: the presentation half of a container/presentation split. Equatable on the data
/// it shows; the action closure is ignored.
public struct ProductCardPresentation: View, Equatable {
    public let name: String
    public let price: Int
    public let onAddToCart: @MainActor () -> Void

    public init(name: String, price: Int, onAddToCart: @escaping @MainActor () -> Void) {
        self.name = name
        self.price = price
        self.onAddToCart = onAddToCart
    }

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.price == rhs.price
    }

    public var body: some View {
        VStack {
            Text(name)
            Text("$\(price)")
            Button("Add to Cart", action: onAddToCart)
                .accessibilityIdentifier("add-to-cart")
        }
    }
}

/// The container half: owns the state (here the cart count), hands data and an action down.
public struct ProductCardContainer: View {
    @State var cart = 0
    public let name: String
    public let price: Int

    public init(name: String, price: Int) {
        self.name = name
        self.price = price
    }

    public var body: some View {
        VStack {
            Text("Cart: \(cart)")
            ProductCardPresentation(name: name, price: price) { cart += 1 }
        }
    }
}

/// Seed 002: `==` compares only the number of days, and the view is wrapped in
/// `.equatable()` by its container.
public struct CalendarView: View, Equatable {
    public let sleeps: [String: [Int]]
    public let dates: [String]

    public init(sleeps: [String: [Int]], dates: [String]) {
        self.sleeps = sleeps
        self.dates = dates
    }

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sleeps.count == rhs.sleeps.count
    }

    public var body: some View { Text("\(dates.count) days, \(sleeps.count) with sleep") }
}

/// Ticks, and edits data the custom `==`s ignore or see.
public struct CustomEqualityScene: View {
    @State var tick = 0
    @State var points: [Double] = [1, 2, 3]
    @State var days = ["Mon"]
    @State var analytics = UserSettings()

    public init() {}

    public var body: some View {
        VStack {
            HStack {
                Button("Tick") { tick += 1 }.accessibilityIdentifier("tick")
                Button("Edit point") { points[0] += 1 }.accessibilityIdentifier("edit-point")
                Button("Add point") { points.append(0) }.accessibilityIdentifier("add-point")
                Button("Add day") { days.append("Day \(days.count)") }.accessibilityIdentifier("add-day")
            }
            Text("tick \(tick)")
            UserProfileView(user: "Ada", theme: "dark", analytics: UserSettings(), onEdit: { tick += 1 }, onDelete: { tick -= 1 })
            ChartView(dataPoints: points, config: ChartConfig(title: "Sleep")) { _ in tick += 1 }
            ProductCardContainer(name: "Lamp", price: 40)
            CalendarView(sleeps: Dictionary(uniqueKeysWithValues: days.map { ($0, [8]) }), dates: days + ["tick \(tick)"])
                .equatable()
        }
    }
}
