/// What makes a value holding closures equal to itself alone (an environment action): each
/// value made gets its own. An environment value unequal even to itself would count as changed
/// at every update, and a presentation capturing it would post itself again forever.
final class _ValueIdentity: Sendable {}
