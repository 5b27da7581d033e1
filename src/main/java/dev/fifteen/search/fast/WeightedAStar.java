package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Neighbours;

import java.util.Arrays;
import java.util.function.BooleanSupplier;

/**
 * Anytime weighted A* (Pohl 1970; Hansen &amp; Zhou, "Anytime heuristic search", JAIR 28, 2007) on Manhattan
 * distance plus linear conflicts, for mid-size boards of at most 64 cells: nodes are ordered by
 * {@code g + w * h}, so a run with weight {@code w} returns a solution at most {@code w} times the optimum,
 * usually much closer. Runs are repeated with decreasing weights while time remains; every node whose
 * admissible {@code g + h} cannot beat the best solution so far is pruned, so each run only looks for a
 * shorter one.
 *
 * <p>Memory: each stored node takes {@code cells + 17} bytes in flat primitive arrays (no object per
 * node), capped at {@value #MAX_STORE_BYTES} bytes a run; the open list is a bucket queue on the integer
 * priority {@code q * g + p * h} for {@code w = p / q}, last in first out within a bucket. The heuristic is a
 * {@link LinearConflictBound}, updated incrementally: a slide changes one tile's Manhattan distance and the
 * conflicts of two lines.
 */
final class WeightedAStar {

    static final long MAX_STORE_BYTES = 160L << 20;
    /** Boards over 25 cells start greedier: with weight 3 the first run rarely ends there. */
    private static final int[][] GREEDY_WEIGHTS = {{8, 1}, {5, 1}};

    private static final int[][] WEIGHTS = {
        {3, 1}, {5, 2}, {2, 1}, {7, 4}, {8, 5}, {3, 2}, {7, 5}, {4, 3}, {5, 4}, {7, 6}, {10, 9}, {20, 19}, {1, 1}
    };

    private final int rows;
    private final int columns;
    private final int n;
    private final int[] start;
    private final LinearConflictBound lowerBound;
    private final long[][] zobrist;
    private final long storeBytes;
    /** {@code tileCellOf[4 * blank + code]}: the cell of the tile that slides with that code, or -1. */
    private final int[] tileCellOf;

    // node store
    private int capacity;
    private int maxCapacity;
    private byte[] states;
    private int[] pathCost;
    private int[] estimate;
    private int[] parent;
    private byte[] lastMove;
    private long[] hashOf;
    private int nodes;
    private int[] table;
    private int tableMask;

    // bucket queue
    private int[][] buckets;
    private int[] bucketSize;
    private int lowestBucket;

    /**
     * The node being expanded, one byte a cell like the store, so that loading, storing and comparing a node are
     * bulk copies and comparisons; its children are made and undone in place.
     */
    private final byte[] work;

    WeightedAStar(int rows, int columns, int[] cells, int[] goalCellOfTile) {
        this(rows, columns, cells, goalCellOfTile, MAX_STORE_BYTES);
    }

    /** @param storeBytes the cap of the node store in bytes (at most {@value #MAX_STORE_BYTES} are used) */
    WeightedAStar(int rows, int columns, int[] cells, int[] goalCellOfTile, long storeBytes) {
        this.storeBytes = Math.min(MAX_STORE_BYTES, storeBytes);
        this.rows = rows;
        this.columns = columns;
        this.n = cells.length;
        if (n > 64 || rows < 2 || columns < 2) {
            throw new IllegalArgumentException("weighted A* covers boards of at most 64 cells, both sides at least 2");
        }
        this.start = cells.clone();
        this.lowerBound = new LinearConflictBound(rows, columns, goalCellOfTile);
        this.zobrist = new long[n][n];
        java.util.SplittableRandom random = new java.util.SplittableRandom(0x5EED);
        for (long[] row : zobrist) {
            for (int i = 0; i < n; i++) {
                row[i] = random.nextLong();
            }
        }
        this.tileCellOf = Neighbours.of(rows, columns).tileCells();
        this.work = new byte[n];
    }

    /**
     * Looks for solutions of at most {@code maxLength} slides until the deadline ({@link System#nanoTime()}) or until
     * {@code stopped} says so.
     *
     * @return the shortest found (tile-direction codes), or {@code null} when none was found in time
     */
    byte[] search(int maxLength, long deadline, BooleanSupplier stopped) {
        byte[] best = null;
        int bound = maxLength;
        maxCapacity = (int) Math.max(1 << 10, Math.min(8_000_000, storeBytes / (n + 17)));
        int[][] weights = WEIGHTS;
        if (n > 25) {
            weights = new int[GREEDY_WEIGHTS.length + WEIGHTS.length][];
            System.arraycopy(GREEDY_WEIGHTS, 0, weights, 0, GREEDY_WEIGHTS.length);
            System.arraycopy(WEIGHTS, 0, weights, GREEDY_WEIGHTS.length, WEIGHTS.length);
        }
        for (int[] weight : weights) {
            if (System.nanoTime() >= deadline || stopped.getAsBoolean()) {
                break;
            }
            byte[] found = run(weight[0], weight[1], bound, deadline, stopped);
            if (found != null) {
                best = found;
                bound = found.length - 2; // every solution of a board has the same parity
                if (weight[0] == weight[1] || found.length == lowerBound.estimate(start)) {
                    break; // proven optimal: by plain A*, or by meeting the lower bound
                }
            }
        }
        release();
        return best;
    }

    private void release() {
        states = null;
        pathCost = null;
        estimate = null;
        parent = null;
        lastMove = null;
        hashOf = null;
        table = null;
        buckets = null;
    }

    private void allocate() {
        if (states == null) {
            grow(Math.min(maxCapacity, 1 << 16));
        }
        Arrays.fill(table, -1);
        nodes = 0;
    }

    /** Enlarges the node store (kept across runs) and rebuilds the duplicate table. */
    private void grow(int newCapacity) {
        capacity = newCapacity;
        states = states == null ? new byte[capacity * n] : Arrays.copyOf(states, capacity * n);
        pathCost = pathCost == null ? new int[capacity] : Arrays.copyOf(pathCost, capacity);
        estimate = estimate == null ? new int[capacity] : Arrays.copyOf(estimate, capacity);
        parent = parent == null ? new int[capacity] : Arrays.copyOf(parent, capacity);
        lastMove = lastMove == null ? new byte[capacity] : Arrays.copyOf(lastMove, capacity);
        hashOf = hashOf == null ? new long[capacity] : Arrays.copyOf(hashOf, capacity);
        int tableSize = Integer.highestOneBit(capacity) << 2;
        table = new int[tableSize];
        tableMask = tableSize - 1;
        Arrays.fill(table, -1);
        for (int id = 0; id < nodes; id++) {
            insert(id, hashOf[id]);
        }
    }

    /**
     * The most heap one search of a board of n cells takes with a node store capped at {@code storeBytes}: per
     * node its state (n bytes) and 21 bytes of figures, times 1.5 while the store doubles (old and new copies),
     * 16 bytes of the duplicate table (4 slots a node) and 8 of the bucket queue (with its doubling).
     */
    static long peakBytes(int n, long storeBytes) {
        long nodes = Math.max(1 << 10, Math.min(8_000_000, Math.min(MAX_STORE_BYTES, storeBytes) / (n + 17)));
        return nodes * ((3 * (n + 21L)) / 2 + 16 + 8);
    }

    /** One weighted run: the first solution of at most {@code bound} slides it reaches, or {@code null}. */
    private byte[] run(int p, int q, int bound, long deadline, BooleanSupplier stopped) {
        allocate();
        int startH = lowerBound.estimate(start);
        if (startH > bound) {
            return null;
        }
        int maxPriority = q * bound + p * bound + 1;
        buckets = new int[maxPriority + 1][];
        bucketSize = new int[maxPriority + 1];
        lowestBucket = Integer.MAX_VALUE;
        long startHash = 0;
        for (int i = 0; i < n; i++) {
            startHash ^= zobrist[start[i]][i];
            work[i] = (byte) start[i];
        }
        int root = store(work, 0, startH, -1, (byte) -1, startHash);
        push(root, p * startH);
        int expansions = 0;
        while (true) {
            int id = pop();
            if (id < 0) {
                return null;
            }
            int g = pathCost[id];
            int h = estimate[id];
            if ((expansions++ & 1023) == 0 && (System.nanoTime() >= deadline || stopped.getAsBoolean())) {
                return null;
            }
            if (h == 0) {
                return path(id);
            }
            System.arraycopy(states, id * n, work, 0, n);
            int blank = 0;
            while (work[blank] != 0) {
                blank++;
            }
            int previous = lastMove[id];
            for (int code = 0; code < 4; code++) {
                if (previous >= 0 && code == (previous ^ 1)) {
                    continue;
                }
                int tileCell = tileCellOf[4 * blank + code];
                if (tileCell < 0) {
                    continue;
                }
                int tile = work[tileCell];
                int childH = h + lowerBound.change(work, tile, tileCell, blank);
                int childG = g + 1;
                if (childG + childH > bound) {
                    continue;
                }
                long childHash = hashOf[id]
                        ^ zobrist[tile][tileCell]
                        ^ zobrist[tile][blank]
                        ^ zobrist[0][blank]
                        ^ zobrist[0][tileCell];
                work[blank] = (byte) tile;
                work[tileCell] = 0;
                int existing = find(childHash, work);
                if (existing >= 0) {
                    if (pathCost[existing] > childG) {
                        pathCost[existing] = childG;
                        parent[existing] = id;
                        lastMove[existing] = (byte) code;
                        push(existing, q * childG + p * childH);
                    }
                } else if (nodes < capacity || capacity < maxCapacity) {
                    if (nodes == capacity) {
                        grow((int) Math.min(maxCapacity, 2L * capacity));
                    }
                    int child = store(work, childG, childH, id, (byte) code, childHash);
                    push(child, q * childG + p * childH);
                } else {
                    work[tileCell] = (byte) tile;
                    work[blank] = 0;
                    return null; // out of memory for this run
                }
                work[tileCell] = (byte) tile;
                work[blank] = 0;
            }
        }
    }

    private byte[] path(int id) {
        byte[] moves = new byte[pathCost[id]];
        for (int i = moves.length - 1; i >= 0; i--) {
            moves[i] = lastMove[id];
            id = parent[id];
        }
        return moves;
    }

    // --- store and duplicate table ---

    private int store(byte[] state, int g, int h, int parentId, byte move, long hash) {
        int id = nodes++;
        System.arraycopy(state, 0, states, id * n, n);
        pathCost[id] = g;
        estimate[id] = h;
        parent[id] = parentId;
        lastMove[id] = move;
        hashOf[id] = hash;
        insert(id, hash);
        return id;
    }

    private void insert(int id, long hash) {
        int slot = (int) (hash ^ (hash >>> 32)) & tableMask;
        while (table[slot] >= 0) {
            slot = (slot + 1) & tableMask;
        }
        table[slot] = id;
    }

    private int find(long hash, byte[] state) {
        int slot = (int) (hash ^ (hash >>> 32)) & tableMask;
        while (true) {
            int id = table[slot];
            if (id < 0) {
                return -1;
            }
            if (hashOf[id] == hash && Arrays.equals(states, id * n, id * n + n, state, 0, n)) {
                return id;
            }
            slot = (slot + 1) & tableMask;
        }
    }

    // --- bucket queue ---

    private void push(int id, int priority) {
        int[] bucket = buckets[priority];
        if (bucket == null) {
            bucket = new int[64];
            buckets[priority] = bucket;
        } else if (bucketSize[priority] == bucket.length) {
            bucket = Arrays.copyOf(bucket, bucket.length * 2);
            buckets[priority] = bucket;
        }
        bucket[bucketSize[priority]++] = id;
        if (priority < lowestBucket) {
            lowestBucket = priority;
        }
    }

    /** The next node in priority order, skipping entries left stale by a later, cheaper path. */
    private int pop() {
        while (lowestBucket < bucketSize.length) {
            int size = bucketSize[lowestBucket];
            if (size == 0) {
                lowestBucket++;
                continue;
            }
            int id = buckets[lowestBucket][--bucketSize[lowestBucket]];
            return id;
        }
        return -1;
    }
}
