package dev.fifteen.search.fast;

import dev.fifteen.search.SearchStopped;

import java.util.function.BooleanSupplier;

/**
 * The line-by-line reduction of {@link ParberryReduction}, with the blank's paths chosen to serve more than the tile it
 * moves: every walk of the blank is the cheapest path by Dijkstra's algorithm in a box around its ends, where a slide
 * costs {@value #SLIDE_COST} less the weight of the tile it displaces for the cell that tile comes nearer its goal
 * (plus the weight when it goes farther), never below zero. A tile's weight falls with its layer, the lines solved
 * before its own (the region's next rows while it is taller than wide, then a row and a column at a time), as given by
 * {@code layerWeight}, so the walks push the next tiles
 * toward their cells instead of away, and a detour that does costs nothing. Each step of the tile being moved goes
 * along the axis whose walk of the blank plus the tile's rest of the way is cheaper; the rest of the way is priced
 * once a tile, before it moves, by dynamic programming back from its target over the box of its cells (each step the
 * blank's walk around it, two slides to turn or four to go straight on, priced as the walks are). A tile going on
 * straight takes the tiles of the next few lines in line with it along, a train: the blank steps back through those
 * behind it and walks around those before it, so that one walk around serves them all ({@link #joinsTrain}). A
 * walk that cannot leave its box (locked cells in the way) searches the whole region. Ties are broken by a seeded
 * generator, so runs with different seeds give different answers.
 *
 * <p>Cost: O(rows * columns * (rows + columns)) slides, each walk O(box area) time and each tile's pricing
 * O(box area), so O((rows * columns)^2) time in all at worst; O(rows * columns) memory, no allocation per slide.
 * Precondition: the board is solvable toward the standard goal (checked by the caller).
 */
final class GuidedReduction extends LineReduction {

    /** The cost of one slide in the walks' units; a tile's weight per cell is at most this much less. */
    static final int SLIDE_COST = 16;

    /**
     * The most tiles that follow a tile going straight, and the most that lead it (see {@link #pushFollowers} and
     * {@link #leaders}).
     */
    static final int TRAIN_LENGTH = 6;

    /**
     * The least weight of a tile in a train, three slides a cell in the walks' units: the tiles of the next few lines,
     * not those of later lines, which the walks move back and forth anyway.
     */
    static final int TRAIN_WEIGHT = 3 * SLIDE_COST;

    /**
     * How far at least a tile in a train still has to go its way, in cells: a tile is not taken the last cells to its
     * goal's line, where it would stand in the way of the tile it leads, or of the next walk around.
     */
    static final int TRAIN_AHEAD = 4;

    /** How far a walk may stray outside the box of its ends. */
    private static final int MARGIN = 4;

    /**
     * Each line's next tile is the one at the end whose estimate is lower (see {@link LineReduction#solveTopRow});
     * after {@link #retry} each estimate gets up to this many slides more at random, so that tries differ in the order
     * a line's tiles are placed, not only in their ties.
     */
    static final int END_NOISE = 96;

    private int[] layerWeight;
    private final BooleanSupplier stop;
    private java.util.SplittableRandom random;
    /** Whether the ends' estimates get {@link #END_NOISE} (after {@link #retry}). */
    private boolean noisyEnds;

    private final int[] cost;
    private final int[] closed;
    /** The priced rest of the moving tile's way: two entries a cell of its box (see {@link #planCostToGo}). */
    private final int[] toGo;
    /** The box's first cell (the tile's cell when it was priced) and its width. */
    private int routeRow;

    private int routeColumn;
    private int routeWidth;
    private int movingTile;
    /** Each cell's four prices of the blank's slide into it, valid where {@link #enterStamp} holds the plan's. */
    private final int[] enterPrice;

    private final int[] enterStamp;
    private int planStamp;
    /** The walks' queue: each cost's bucket, a ring; a bucket's list is valid where its stamp is the walk's. */
    private int[] bucketHead;

    private int[] bucketStamp;
    /** Each listed cell's neighbours in its bucket's list, -1 at the ends. */
    private final int[] bucketNext;

    private final int[] bucketPrevious;
    /** The cells of the cost being settled, drawn at random. */
    private final int[] current;
    /** The goal row and column of each tile in the original orientation. */
    private final int[] goalRow;

    private final int[] goalColumn;

    /**
     * @param rows        board rows
     * @param columns     board columns
     * @param labels      cells in reading order, tile {@code t} belonging at index {@code t - 1} of the standard goal
     * @param layerWeight the weight of a tile a cell, by its layer (the rows, or pairs of a row and a column, solved
     *                    before the line of its goal); layers past the end weigh as the last; none, nothing
     * @param seed        the seed of the ties' generator
     * @param stop        polled once a tile: true ends the run without an answer
     */
    GuidedReduction(int rows, int columns, int[] labels, int[] layerWeight, long seed, BooleanSupplier stop) {
        this(rows, columns, labels, layerWeight, seed, stop, moveRoom(rows, columns));
    }

    /** As above, with room for {@code moveCapacity} slides to begin with: a run kept a line at a time needs less. */
    GuidedReduction(
            int rows, int columns, int[] labels, int[] layerWeight, long seed, BooleanSupplier stop, int moveCapacity) {
        super(rows, columns, labels, moveCapacity);
        int n = rows * columns;
        this.layerWeight = layerWeight.clone();
        this.stop = stop;
        this.random = new java.util.SplittableRandom(seed);
        this.cost = new int[n];
        this.toGo = new int[2 * n];
        this.enterPrice = new int[4 * n];
        this.enterStamp = new int[n];
        this.closed = new int[n];
        this.bucketNext = new int[n];
        this.bucketPrevious = new int[n];
        this.current = new int[n];
        ringFor(this.layerWeight);
        this.goalRow = new int[n];
        this.goalColumn = new int[n];
        for (int tile = 1; tile < n; tile++) {
            goalRow[tile] = (tile - 1) / columns;
            goalColumn[tile] = (tile - 1) % columns;
        }
    }

    /** The weights and the ties' seed of what this run does next (the weights are read, never changed). */
    void retry(int[] layerWeight, long seed) {
        this.layerWeight = layerWeight;
        ringFor(layerWeight);
        this.random = new java.util.SplittableRandom(seed);
        this.noisyEnds = true;
    }

    /** Sizes the buckets' ring beyond the dearest step: {@link #SLIDE_COST} plus the top weight. */
    private void ringFor(int[] weights) {
        int top = 0;
        for (int w : weights) {
            top = Math.max(top, w);
        }
        int length = Integer.highestOneBit(SLIDE_COST + top) * 2;
        if (bucketHead == null || bucketHead.length < length) {
            bucketHead = new int[length];
            bucketStamp = new int[length];
        }
    }

    @Override
    int endNoise() {
        return noisyEnds ? random.nextInt(END_NOISE + 1) : 0;
    }

    /** The board's Manhattan distance to the goal as it is now. */
    int manhattan() {
        int sum = 0;
        for (int i = 0; i < cells.length; i++) {
            int tile = cells[i];
            if (tile != 0) {
                int r = transposed ? i % columns : i / columns;
                int c = transposed ? i / columns : i % columns;
                sum += Math.abs(r - goalRow[tile]) + Math.abs(c - goalColumn[tile]);
            }
        }
        return sum;
    }

    /** Runs the reduction and returns the slides (tile directions in the original orientation), null if stopped. */
    MoveBuffer solve() {
        try {
            return reduce();
        } catch (SearchStopped e) {
            return null;
        }
    }

    @Override
    void moveTile(int tile, int target) {
        if (stop.getAsBoolean()) {
            throw SearchStopped.SIGNAL;
        }
        planCostToGo(tile, target);
        int targetRow = target / columns;
        int targetColumn = target % columns;
        // the tile's last step (none before the first): a straight step may take a train along
        int step = 0;
        while (position[tile] != target) {
            int at = position[tile];
            int row = at / columns;
            int column = at % columns;
            int vertical = -1;
            int horizontal = -1;
            if (row != targetRow) {
                int next = at + (targetRow > row ? columns : -columns);
                vertical = locked[next] ? -1 : next;
            }
            if (column != targetColumn) {
                int next = at + (targetColumn > column ? 1 : -1);
                horizontal = locked[next] ? -1 : next;
            }
            int best;
            if (vertical < 0 && horizontal < 0) {
                throw new IllegalStateException("tile " + tile + " is walled in on its way to its target");
            } else if (vertical < 0 || horizontal < 0) {
                best = Math.max(vertical, horizontal);
                if (blank != best && !plan(best, -1, at)) {
                    throw new IllegalStateException("the blank cannot reach its cell");
                }
            } else {
                if (!plan(vertical, horizontal, at)) {
                    throw new IllegalStateException("the blank cannot reach its cell");
                }
                long verticalCost = cost[vertical] + costToGo(vertical, 0);
                long horizontalCost = cost[horizontal] + costToGo(horizontal, 1);
                best = verticalCost <= horizontalCost ? vertical : horizontal;
            }
            int way = best - at;
            int leaders = way == step ? leaders(best, way) : 0;
            int followers = way == step && blank == at - step ? pushFollowers(step) : 0;
            if (followers > 0 || leaders > 0) {
                walkPastTrain(best, leaders, at, way, followers);
            } else {
                commitWalk(best);
            }
            for (int j = leaders; j >= 1; j--) {
                moveBlankTo(best + (j - 1) * way);
            }
            step = way;
            moveBlankTo(at);
        }
    }

    /**
     * Before the blank walks around a tile that goes on straight, the tiles in line behind it that join its train
     * ({@link #joinsTrain}, at most {@link #TRAIN_LENGTH} of them) follow it a cell: the blank, just behind the tile,
     * steps back through them. Returns how many followed.
     */
    private int pushFollowers(int step) {
        boolean sideways = step == 1 || step == -1;
        int count = 0;
        while (count < TRAIN_LENGTH) {
            int from = blank - step;
            if (from < 0
                    || from >= cells.length
                    || locked[from]
                    || (sideways && from / columns != blank / columns)
                    || !joinsTrain(cells[from], from, step)) {
                break;
            }
            moveBlankTo(from);
            count++;
        }
        return count;
    }

    /**
     * How many tiles in line from {@code front}, the cell the tile goes into next by {@code step}, would lead the
     * train: those that join it ({@link #joinsTrain}), at most {@link #TRAIN_LENGTH}, each with a free cell before
     * it. The blank then walks around them too, to the cell before the first, and they go on ahead of the tile instead
     * of being pushed aside.
     */
    private int leaders(int front, int step) {
        boolean sideways = step == 1 || step == -1;
        int count = 0;
        int cell = front;
        while (count < TRAIN_LENGTH) {
            int to = cell + step;
            if (to < 0
                    || to >= cells.length
                    || locked[to]
                    || (sideways && to / columns != cell / columns)
                    || cells[cell] == 0
                    || !joinsTrain(cells[cell], cell, step)) {
                break;
            }
            count++;
            cell = to;
        }
        return count;
    }

    /**
     * Whether the tile on {@code cell} goes along with a train going {@code step}: it weighs at least
     * {@link #TRAIN_WEIGHT} a cell and its goal lies at least {@link #TRAIN_AHEAD} cells further that way.
     */
    private boolean joinsTrain(int tile, int cell, int step) {
        if (tile == 0 || gain(tile, cell, cell + step) < TRAIN_WEIGHT) {
            return false;
        }
        int goalR = goalRowNow(tile);
        int goalC = goalColumnNow(tile);
        int r = cell / columns;
        int c = cell % columns;
        int ahead;
        if (step == columns) {
            ahead = goalR - r;
        } else if (step == -columns) {
            ahead = r - goalR;
        } else if (step == 1) {
            ahead = goalC - c;
        } else {
            ahead = c - goalC;
        }
        return ahead >= TRAIN_AHEAD;
    }

    /**
     * Walks the blank to the cell before the train, {@code leaders} cells beyond {@code front} (the cell the tile at
     * {@code at} goes into next by {@code step}), leaving the tile, its {@code followers} behind it and its leaders
     * where they are; where the region leaves no such way (never seen), by any way the region has.
     */
    private void walkPastTrain(int front, int leaders, int at, int step, int followers) {
        int first = at - step;
        for (int j = 0; j < followers; j++) {
            locked[first - j * step] = true;
        }
        for (int j = 0; j < leaders; j++) {
            locked[front + j * step] = true;
        }
        int to = front + leaders * step;
        boolean found = plan(to, -1, at);
        for (int j = 0; j < followers; j++) {
            locked[first - j * step] = false;
        }
        for (int j = 0; j < leaders; j++) {
            locked[front + j * step] = false;
        }
        if (!found && !plan(to, -1, at)) {
            throw new IllegalStateException("the blank cannot reach its cell");
        }
        commitWalk(to);
    }

    /**
     * Fills {@link #toGo}: for each cell of the box between the tile and its target and each way of arriving there
     * (a vertical step, the blank below or above it, or a sideways one), the cheapest rest of the tile's way by steps
     * toward the target, by dynamic programming from the target back: a step costs the blank's walk around the tile
     * (two slides to turn, four to go straight on, by the cheaper side) priced as the walks are, on the board as it
     * is now.
     */
    private void planCostToGo(int tile, int target) {
        int at = position[tile];
        routeRow = at / columns;
        routeColumn = at % columns;
        int targetRow = target / columns;
        int targetColumn = target % columns;
        int dv = Integer.signum(targetRow - routeRow);
        int dh = Integer.signum(targetColumn - routeColumn);
        movingTile = tile;
        if (++planStamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(enterStamp, 0);
            planStamp = 1;
        }
        int height = Math.abs(targetRow - routeRow) + 1;
        int width = Math.abs(targetColumn - routeColumn) + 1;
        routeWidth = width;
        for (int i = height - 1; i >= 0; i--) {
            for (int j = width - 1; j >= 0; j--) {
                int box = i * width + j;
                if (i == height - 1 && j == width - 1) {
                    toGo[2 * box] = 0;
                    toGo[2 * box + 1] = 0;
                    continue;
                }
                int r = routeRow + i * dv;
                int c = routeColumn + j * dh;
                int down = i + 1 < height && !locked[(r + dv) * columns + c] ? toGo[2 * (box + width)] : INFINITE;
                int across = j + 1 < width && !locked[r * columns + c + dh] ? toGo[2 * (box + 1) + 1] : INFINITE;
                // arrived by a vertical step: the blank is behind it in the column
                int byVertical = INFINITE;
                int bySide = INFINITE;
                if (down < INFINITE) {
                    byVertical = add(straightCost(r, c, dv, 0), down);
                    bySide = add(turnCost(r, c, 0, -dh, dv, 0), down);
                }
                if (across < INFINITE) {
                    byVertical = Math.min(byVertical, add(turnCost(r, c, -dv, 0, 0, dh), across));
                    bySide = Math.min(bySide, add(straightCost(r, c, 0, dh), across));
                }
                toGo[2 * box] = byVertical;
                toGo[2 * box + 1] = bySide;
            }
        }
    }

    /** The rest of the tile's way from {@code cell}, arrived by a vertical (0) or sideways (1) step. */
    private long costToGo(int cell, int kind) {
        int i = Math.abs(cell / columns - routeRow);
        int j = Math.abs(cell % columns - routeColumn);
        int value = toGo[2 * (i * routeWidth + j) + kind];
        return value == INFINITE ? (long) INFINITE : value;
    }

    private static int add(int a, int b) {
        return a == INFINITE || b == INFINITE ? INFINITE : a + b;
    }

    /**
     * The blank's walk around the tile at (r, c) from behind it to before it, the tile going on by (dr, dc): four
     * slides by the cheaper side.
     */
    private int straightCost(int r, int c, int dr, int dc) {
        int best = INFINITE;
        for (int side = -1; side <= 1; side += 2) {
            int sr = dc * side;
            int sc = dr * side;
            int w = add(enter(r - dr + sr, c - dc + sc, sr, sc), enter(r + sr, c + sc, dr, dc));
            w = add(w, add(enter(r + dr + sr, c + dc + sc, dr, dc), enter(r + dr, c + dc, -sr, -sc)));
            best = Math.min(best, w);
        }
        return best;
    }

    /** The blank's walk from (r + br, c + bc) to (r + nr, c + nc) by the cell diagonal to the tile at (r, c). */
    private int turnCost(int r, int c, int br, int bc, int nr, int nc) {
        return add(enter(r + br + nr, c + bc + nc, nr, nc), enter(r + nr, c + nc, -br, -bc));
    }

    /**
     * The price of the blank's slide into the cell (r, c) by the step (dr, dc), as in the walks, on the board as it
     * was when the route was planned (the moving tile counting a plain slide); each cell's four prices are worked out
     * once a plan.
     */
    private int enter(int r, int c, int dr, int dc) {
        if (r < top || r >= rows || c < left || c >= columns) {
            return INFINITE;
        }
        int to = r * columns + c;
        if (enterStamp[to] != planStamp) {
            enterStamp[to] = planStamp;
            for (int d = 0; d < 4; d++) {
                int from = neighbour(to, d);
                int price;
                if (locked[to] || from < 0) {
                    price = INFINITE;
                } else if (cells[to] == movingTile) {
                    price = SLIDE_COST;
                } else {
                    price = slidePrice(cells[to], to, from);
                }
                enterPrice[4 * to + d] = price;
            }
        }
        // neighbour(to, d) is the cell above (d = 0), below, to the left and to the right (d = 3) of the cell
        int d = dr < 0 ? 1 : dr > 0 ? 0 : dc < 0 ? 3 : 2;
        return enterPrice[4 * to + d];
    }

    // --- moving the blank ---

    /** Walks the blank to a cell by its cheapest path, never through locked cells or the cell {@code avoid} (-1). */
    @Override
    void routeBlank(int to, int avoid) {
        if (blank == to) {
            return;
        }
        if (!plan(to, -1, avoid)) {
            throw new IllegalStateException("the blank cannot reach its cell");
        }
        commitWalk(to);
    }

    /**
     * The blank's cheapest paths to {@code to} and to {@code alsoTo} (-1 for none), in a box around the three cells,
     * else in the whole region; false when one cannot be reached.
     */
    private boolean plan(int to, int alsoTo, int avoid) {
        int firstRow = Math.min(blank / columns, to / columns);
        int lastRow = Math.max(blank / columns, to / columns);
        int firstColumn = Math.min(blank % columns, to % columns);
        int lastColumn = Math.max(blank % columns, to % columns);
        if (alsoTo >= 0) {
            firstRow = Math.min(firstRow, alsoTo / columns);
            lastRow = Math.max(lastRow, alsoTo / columns);
            firstColumn = Math.min(firstColumn, alsoTo % columns);
            lastColumn = Math.max(lastColumn, alsoTo % columns);
        }
        return dijkstra(
                        to,
                        alsoTo,
                        avoid,
                        Math.max(top, firstRow - MARGIN),
                        Math.min(rows - 1, lastRow + MARGIN),
                        Math.max(left, firstColumn - MARGIN),
                        Math.min(columns - 1, lastColumn + MARGIN))
                || dijkstra(to, alsoTo, avoid, top, rows - 1, left, columns - 1);
    }

    /** Walks the blank along the path {@link #plan} found to a cell. */
    private void commitWalk(int to) {
        int length = 0;
        for (int cell = to; cell != blank; cell = parent[cell]) {
            queue[length++] = cell;
        }
        for (int i = length - 1; i >= 0; i--) {
            moveBlankTo(queue[i]);
        }
    }

    /**
     * Dijkstra's algorithm from the blank inside the box, until both cells are reached; a step costs
     * {@link #SLIDE_COST} less the weighted gain of the tile it displaces, at least zero. A cheapest path is simple,
     * so each tile on it moves once and the costs are exact. The queue is a ring of buckets, one a cost (a step costs
     * at most {@link #SLIDE_COST} plus the top weight, less than the ring's length): each cell waits in the list of its
     * cost until its bucket comes up, then in {@link #current}, from which the next cell is drawn at random, so ties
     * fall by the seed. Of two paths of one cost to a cell, the one whose last step goes on straight is kept.
     */
    private boolean dijkstra(
            int to, int alsoTo, int avoid, int firstRow, int lastRow, int firstColumn, int lastColumn) {
        if (++visitStamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(visited, 0);
            java.util.Arrays.fill(closed, 0);
            java.util.Arrays.fill(bucketStamp, 0);
            visitStamp = 1;
        }
        int mask = bucketHead.length - 1;
        visited[blank] = visitStamp;
        cost[blank] = 0;
        int level = 0;
        current[0] = blank;
        int currentSize = 1;
        int listed = 0;
        int missing = alsoTo >= 0 && alsoTo != to ? 2 : 1;
        while (true) {
            if (currentSize == 0) {
                if (listed == 0) {
                    return false;
                }
                int bucket;
                do {
                    bucket = ++level & mask;
                } while (bucketStamp[bucket] != visitStamp || bucketHead[bucket] < 0);
                for (int c = bucketHead[bucket]; c >= 0; c = bucketNext[c]) {
                    current[currentSize++] = c;
                }
                bucketHead[bucket] = -1;
                listed -= currentSize;
            }
            int pick = currentSize == 1 ? 0 : random.nextInt(currentSize);
            int cell = current[pick];
            current[pick] = current[--currentSize];
            closed[cell] = visitStamp;
            if ((cell == to || cell == alsoTo) && --missing == 0) {
                return true;
            }
            for (int d = 0; d < 4; d++) {
                int next = neighbour(cell, d);
                if (next < 0
                        || closed[next] == visitStamp
                        || next == avoid
                        || !inWindow(next, firstRow, lastRow, firstColumn, lastColumn)) {
                    continue;
                }
                int nextCost = level + slidePrice(cells[next], next, cell);
                boolean seen = visited[next] == visitStamp;
                if (seen && nextCost == cost[next] && cell != blank) {
                    // of two paths of one cost, the one going straight on: fewer multi-tile moves, no dearer
                    int back = parent[next];
                    if (cell - parent[cell] == next - cell && (back == blank || back - parent[back] != next - back)) {
                        parent[next] = cell;
                    }
                    continue;
                }
                if (seen && nextCost >= cost[next]) {
                    continue;
                }
                if (seen) {
                    // listed under a dearer bucket than this one (a cell of this cost is never improved)
                    unlist(next, cost[next] & mask);
                    listed--;
                }
                visited[next] = visitStamp;
                cost[next] = nextCost;
                parent[next] = cell;
                if (nextCost == level) {
                    current[currentSize++] = next;
                } else {
                    list(next, nextCost & mask);
                    listed++;
                }
            }
        }
    }

    /** Puts a cell first in a bucket's list, the bucket emptied first if it was last used by an earlier walk. */
    private void list(int cell, int bucket) {
        if (bucketStamp[bucket] != visitStamp) {
            bucketStamp[bucket] = visitStamp;
            bucketHead[bucket] = -1;
        }
        int head = bucketHead[bucket];
        bucketNext[cell] = head;
        bucketPrevious[cell] = -1;
        if (head >= 0) {
            bucketPrevious[head] = cell;
        }
        bucketHead[bucket] = cell;
    }

    /** Takes a cell out of its bucket's list. */
    private void unlist(int cell, int bucket) {
        int before = bucketPrevious[cell];
        int after = bucketNext[cell];
        if (before >= 0) {
            bucketNext[before] = after;
        } else {
            bucketHead[bucket] = after;
        }
        if (after >= 0) {
            bucketPrevious[after] = before;
        }
    }

    /** The walks' price of a tile's slide from {@code from} to {@code to}: a slide less its weighted gain, or 0. */
    private int slidePrice(int tile, int from, int to) {
        return Math.max(0, SLIDE_COST - gain(tile, from, to));
    }

    /** The row of a tile's goal in the current orientation. */
    private int goalRowNow(int tile) {
        return transposed ? goalColumn[tile] : goalRow[tile];
    }

    /** The column of a tile's goal in the current orientation. */
    private int goalColumnNow(int tile) {
        return transposed ? goalRow[tile] : goalColumn[tile];
    }

    /** The weighted cells a tile comes nearer to its goal when it slides from {@code from} to {@code to}. */
    private int gain(int tile, int from, int to) {
        int goalR = goalRowNow(tile);
        int goalC = goalColumnNow(tile);
        // a region taller than wide loses rows alone until it is square, then a row and a column in turn: a tile's
        // layer counts the rows, or the pairs of a row and a column, solved before its own line
        int rowsFirst = Math.max(0, (rows - top) - (columns - left) - 1);
        int layer = Math.min(goalR - top, goalC - left + rowsFirst);
        if (tile == 0 || layerWeight.length == 0) {
            return 0;
        }
        int weight = layerWeight[Math.min(layer, layerWeight.length - 1)];
        int before = Math.abs(from / columns - goalR) + Math.abs(from % columns - goalC);
        int after = Math.abs(to / columns - goalR) + Math.abs(to % columns - goalC);
        return weight * (before - after);
    }

    /** The cell next to {@code cell} on the side {@code blankDirection} (0 up, 1 down, 2 left, 3 right), or -1. */
}
