package dev.fifteen.scramble;

import dev.fifteen.puzzle.Board;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@link DistanceTable}s most recently used, one per goal (a goal fixes the shape), built on first use.
 * A table is built once even when several threads ask for it at the same time; threads asking for other
 * goals are not held up meanwhile. The least recently used table is dropped beyond the capacity.
 */
public final class DistanceTables {

    private final Map<Board, Slot> slots;

    /**
     * @param capacity how many tables to keep (a 10-cell table takes about 7 MB)
     */
    public DistanceTables(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("the capacity must be at least 1, not " + capacity);
        }
        this.slots = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Board, Slot> eldest) {
                return size() > capacity;
            }
        };
    }

    /**
     * The table of a goal.
     *
     * @throws ScrambleException ({@code distance-shape-too-large}) for a goal of more than
     *                           {@value DistanceTable#MAX_CELLS} cells
     */
    public DistanceTable forGoal(Board goal) {
        if (goal.size() > DistanceTable.MAX_CELLS) {
            throw ScrambleException.shapeTooLargeForDistance(goal.rows(), goal.columns());
        }
        Slot slot;
        synchronized (slots) {
            slot = slots.computeIfAbsent(goal, Slot::new);
        }
        return slot.table();
    }

    /** Whether the table of this goal is kept (built, or being built) now. */
    public boolean holds(Board goal) {
        synchronized (slots) {
            return slots.containsKey(goal);
        }
    }

    private static final class Slot {

        private final Board goal;
        private DistanceTable table;

        Slot(Board goal) {
            this.goal = goal;
        }

        synchronized DistanceTable table() {
            if (table == null) {
                table = DistanceTable.build(goal);
            }
            return table;
        }
    }
}
