package dev.fifteen.search;

/**
 * The sum over tiles of the row and column distance to the goal cell: each move brings one tile one cell closer at
 * best. Admissible and consistent on every shape; the baseline heuristic, and the one used for boards too large
 * for pattern databases. {@code O(n)} to evaluate, {@code O(1)} per move incrementally.
 */
public final class ManhattanDistance implements Heuristic {

    private final Grid grid;
    private final int goalBlank;
    /** {@code distance[label * size + cell]}: moves of that tile from the cell to its goal cell. */
    private final int[] distance;

    public ManhattanDistance(int rows, int columns, int goalBlank) {
        this.grid = new Grid(rows, columns);
        if (goalBlank < 0 || goalBlank >= grid.size) {
            throw new IllegalArgumentException("goal blank cell " + goalBlank + " is off the board");
        }
        this.goalBlank = goalBlank;
        this.distance = new int[grid.size * grid.size];
        for (int label = 0; label < grid.size; label++) {
            for (int cell = 0; cell < grid.size; cell++) {
                distance[label * grid.size + cell] = label == goalBlank ? 0 : grid.manhattan(cell, label);
            }
        }
    }

    @Override
    public String name() {
        return "manhattan distance";
    }

    @Override
    public int estimate(int[] state) {
        int sum = 0;
        for (int cell = 0; cell < state.length; cell++) {
            sum += distance[state[cell] * grid.size + cell];
        }
        return sum;
    }

    @Override
    public Evaluator evaluator() {
        return new Evaluator() {
            private int sum;

            @Override
            public int reset(int[] positionOf) {
                sum = 0;
                for (int label = 0; label < positionOf.length; label++) {
                    sum += distance[label * grid.size + positionOf[label]];
                }
                return sum;
            }

            @Override
            public int moved(int label, int from, int to) {
                int row = label * grid.size;
                sum += distance[row + to] - distance[row + from];
                return sum;
            }

            @Override
            public void undo(int label, int from, int to) {
                int row = label * grid.size;
                sum += distance[row + from] - distance[row + to];
            }
        };
    }

    @Override
    public String toString() {
        return name();
    }

    int goalBlank() {
        return goalBlank;
    }
}
