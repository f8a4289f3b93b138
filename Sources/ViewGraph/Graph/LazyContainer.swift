/// A container that mounts only the rows inside the host's viewport: ``List``, ``Form``,
/// ``LazyVStack`` and ``LazyHStack``.
///
/// Its rows are its flattened children (each `ForEach` element, each static child). With a
/// viewport of `n` rows (see ``ViewHost/init(root:visibleRows:)``), the rows from its first
/// visible row to `n` rows further are nodes; the others are not, and cost no evaluation. A row
/// that scrolls away keeps its state (see ``ViewHost/scroll(toRow:in:)``).
nonisolated protocol LazyContainer: ContainerPrimitive {}
