/// The window's own toolbar: the items `.toolbar` (and `.searchable`) post outside any navigation
/// container, in a bar along the window's top, as a macOS window shows its toolbar; shown only
/// while it has items. Navigation containers give their levels bars of their own.
///
/// The host wraps the app's view in it. A primitive, as the window root is: the window's own
/// bookkeeping, not a view of the app, so it runs no body of its own (its node lays out
/// `layout(_:toolbar:)`).
package struct _WindowToolbarArea<Content: View>: View {
    public typealias Body = Never
    package let content: Content

    package init(content: Content) {
        self.content = content
    }

    /// The bar, while the window's toolbar board holds items, over the app's view.
    package static func layout(_ content: Content, toolbar: _Board<[_ToolbarEntry]>) -> some View {
        VStack(spacing: 0) {
            _BoardReader(toolbar) { posts in
                if posts.contains(where: { $0.contains { $0.configuration == nil } }) {
                    _NavigationBar(title: windowToolbarTitle, toolbar: toolbar, canGoBack: false, back: {})
                }
            }
            _WindowContent(content: content, toolbar: toolbar)
        }
    }
}

/// The app's view inside the window's chrome, given the window's toolbar board. A primitive
/// that marks where the app's views begin: the bar beside it and the stack around it are the
/// window's, and `mountedViewCount` counts only what is inside this.
package struct _WindowContent<Content: View>: View {
    public typealias Body = Never
    package let content: Content
    package let toolbar: _Board<[_ToolbarEntry]>
}

/// The window toolbar's title board, which nothing posts to: the window's title is in its title
/// bar, not in the toolbar.
@MainActor private let windowToolbarTitle = _Board<Text>()
