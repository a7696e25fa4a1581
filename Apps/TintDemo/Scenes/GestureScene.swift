import Foundation
import TintUI

/// Gestures: a card that follows a drag (`@GestureState` while it moves, kept where it lands), a
/// button held for a long press, a tile that a double click turns while a single click (which
/// waits out the double's interval) counts, a photo that a pinch (or Ctrl and the wheel) scales
/// and a rotation turns, a pad that reports where the pointer hovers, and fruit dragged into a
/// basket.
public struct GestureScene: View {
    @State private var cardPosition = CGSize(width: 20, height: 20)
    @GestureState private var dragOffset = CGSize.zero
    @GestureState private var pressing = false
    @State private var holds = 0
    @State private var turned = false
    @State private var singles = 0
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @GestureState private var pinch: CGFloat = 1
    @GestureState private var twist = Angle.zero
    @State private var hover: CGPoint?
    @State private var basket: [String] = []
    @State private var basketTargeted = false
    @State private var lastEvent = "Drag the card, hold the button, click the tile twice"

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SceneHeader(title: "Gestures", caption: lastEvent)
            HStack(alignment: .top, spacing: 16) {
                dragArea
                VStack(alignment: .leading, spacing: 12) {
                    holdButton
                    clickTile
                }
            }
            HStack(alignment: .top, spacing: 16) {
                photo
                hoverPad
            }
            dragAndDrop
        }
        .padding(16)
    }

    private var dragAndDrop: some View {
        HStack(spacing: 10) {
            ForEach(["Apple", "Pear", "Plum"], id: \.self) { fruit in
                Text(fruit).padding(.horizontal, 10).padding(.vertical, 6)
                    .background(Capsule().fill(Color.demoGrey(0.88)))
                    .draggable(fruit)
                    .accessibilityIdentifier("fruit-\(fruit)")
            }
            Text(basket.isEmpty ? "Drop fruit here" : basket.joined(separator: ", "))
                .frame(width: 300, height: 34)
                .background(RoundedRectangle(cornerRadius: 8).stroke(basketTargeted ? Color.accentColor : Color.demoGrey(0.7), lineWidth: 2))
                .dropDestination(for: String.self) { fruits, _ in
                    basket += fruits
                    lastEvent = "Dropped \(fruits.joined(separator: ", "))"
                    return true
                } isTargeted: { basketTargeted = $0 }
                .accessibilityIdentifier("basket")
        }
    }

    private var dragArea: some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 8).fill(Color.demoGrey(0.94))
            RoundedRectangle(cornerRadius: 8).fill(dragOffset == .zero ? Color.blue : Color.orange)
                .frame(width: 90, height: 56)
                .overlay(Text(dragOffset == .zero ? "Drag me" : "Moving").foregroundColor(.white))
                .offset(x: cardPosition.width + dragOffset.width, y: cardPosition.height + dragOffset.height)
                .gesture(DragGesture()
                    .updating($dragOffset) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        cardPosition.width = min(max(0, cardPosition.width + value.translation.width), 220)
                        cardPosition.height = min(max(0, cardPosition.height + value.translation.height), 124)
                        lastEvent = String(format: "Dropped the card; it was moving at %.0f points a second", Double(hypot(value.velocity.width, value.velocity.height)))
                    })
                .accessibilityIdentifier("gesture-card")
        }
        .frame(width: 310, height: 180)
        .clipped()
    }

    private var holdButton: some View {
        Text(pressing ? "Keep holding…" : "Hold me (\(holds))")
            .foregroundColor(.white)
            .frame(width: 150, height: 44)
            .background(RoundedRectangle(cornerRadius: 8).fill(pressing ? Color.purple : Color.indigo))
            .scaleEffect(pressing ? 0.92 : 1)
            .gesture(LongPressGesture(minimumDuration: 0.6)
                .updating($pressing) { value, state, _ in state = value }
                .onEnded { _ in
                    holds += 1
                    lastEvent = "Held long enough: \(holds)"
                })
            .accessibilityIdentifier("gesture-hold")
    }

    private var clickTile: some View {
        RoundedRectangle(cornerRadius: 8).fill(turned ? Color.green : Color.teal)
            .frame(width: 150, height: 60)
            .overlay(Text(turned ? "Turned (\(singles))" : "Click twice (\(singles))").foregroundColor(.white))
            .rotationEffect(.degrees(turned ? 6 : 0))
            .gesture(TapGesture(count: 2).onEnded {
                turned.toggle()
                lastEvent = "Double click"
            }.exclusively(before: TapGesture().onEnded {
                singles += 1
                lastEvent = "Single click (after the double click's interval)"
            }))
            .accessibilityIdentifier("gesture-tile")
    }

    private var photo: some View {
        Image(systemName: "photo").font(.system(size: 44)).foregroundColor(Color.demoGrey(0.3))
            .frame(width: 150, height: 110)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.demoGrey(0.9)))
            .scaleEffect(scale * pinch)
            .rotationEffect(angle + twist)
            .gesture(MagnifyGesture()
                .updating($pinch) { value, state, _ in state = value.magnification }
                .onEnded { value in
                    scale = min(max(0.5, scale * value.magnification), 2)
                    lastEvent = String(format: "Pinched to %.2f×", Double(scale))
                }
                .simultaneously(with: RotateGesture()
                    .updating($twist) { value, state, _ in state = value.rotation }
                    .onEnded { value in angle += value.rotation }))
            .frame(width: 150, height: 110)
            .accessibilityIdentifier("gesture-photo")
    }

    private var hoverPad: some View {
        RoundedRectangle(cornerRadius: 8).fill(Color.demoGrey(0.94))
            .frame(width: 310, height: 110)
            .overlay(Text(hover.map { "Pointer at \(Int($0.x)), \(Int($0.y))" } ?? "Hover here").foregroundColor(Color.demoGrey(0.35)))
            .onContinuousHover { phase in
                switch phase {
                case .active(let location): hover = location
                case .ended: hover = nil
                }
            }
            .accessibilityIdentifier("gesture-hover")
    }
}
