/// A dynamic property of this module that keeps nothing in its node's slot.
///
/// Its ``DynamicProperty/install(in:context:)`` reads the context alone and never touches the
/// slot it is given. A view whose dynamic properties are all of this kind (a row with an
/// `@Environment` field) makes no slots: its fields share one slot that stays empty, in an
/// array shared by every such view (see ``Graph/unusedSlots(count:)``).
protocol SlotFreeProperty: DynamicProperty {}

extension Environment: SlotFreeProperty {}

extension Binding: SlotFreeProperty {}
