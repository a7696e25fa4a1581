import TintUI

// Seed 000, part 2, cases 1 to 4: how each kind of stored property is compared.

/// Case 1: only `Equatable` properties; an equal rebuild is skipped.
public struct UserView: View {
    public let name: String
    public let age: Int

    public init(name: String, age: Int) {
        self.name = name
        self.age = age
    }

    public var body: some View { Text("\(name), \(age)") }
}

/// Not `Equatable`: compared field by field.
public struct Address: Sendable {
    public var street: String
    public var city: String
    public var zipCode: String

    public init(street: String, city: String, zipCode: String) {
        self.street = street
        self.city = city
        self.zipCode = zipCode
    }
}

/// Case 2: a nested non-`Equatable` struct, compared recursively.
public struct AddressView: View {
    public let address: Address

    public init(address: Address) {
        self.address = address
    }

    public var body: some View { Text("\(address.street), \(address.city)") }
}

/// A model class: compared by identity, never by its contents.
@MainActor
public final class UserSettings {
    public var theme: String

    public init(theme: String = "dark") {
        self.theme = theme
    }
}

/// Case 3: a class property. The same instance is skipped even after it was mutated; a new
/// instance with equal contents re-renders.
public struct SettingsView: View {
    public let settings: UserSettings

    public init(settings: UserSettings) {
        self.settings = settings
    }

    public var body: some View { Text("Theme: \(settings.theme)") }
}

/// Case 4: a closure property. A closure that captures anything is a new context on every
/// parent body, so the view re-renders every time.
public struct ButtonView: View {
    public let title: String
    public let action: @MainActor () -> Void

    public init(title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View { Button(title, action: action) }
}

/// The fix for case 4: the closure is marked as skipped by comparison.
public struct IgnoringButtonView: View {
    public let title: String
    @DiffIgnored public var action: @MainActor () -> Void

    public init(title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View { Button(title, action: action) }
}
