import TintUI

/// Seed 000's four property kinds side by side under one ticking parent: tap "tick" and only
/// the views whose inputs differ run their bodies (case 3's fresh instance and case 4's
/// capturing closure). "mutate" changes the kept settings object in place: nothing re-renders,
/// because a class is compared by identity.
public struct PropertyKindsScene: View {
    @State var tick = 0
    @State var settings = UserSettings()

    public init() {}

    public var body: some View {
        VStack {
            HStack {
                Button("Tick") { tick += 1 }
                    .accessibilityIdentifier("tick")
                Button("Mutate") { settings.theme = settings.theme == "dark" ? "light" : "dark" }
                    .accessibilityIdentifier("mutate")
            }
            Text("tick \(tick)")
            UserView(name: "John", age: 30)
            AddressView(address: Address(street: "1 Infinite Loop", city: "Cupertino", zipCode: "95014"))
            SettingsView(settings: settings)
            SettingsView(settings: UserSettings(theme: "dark"))
            ButtonView(title: "Capturing") { tick += 1 }
            IgnoringButtonView(title: "Ignored") { tick += 1 }
        }
    }
}
