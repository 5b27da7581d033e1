package dev.fifteen.search.fast;

import dev.fifteen.puzzle.Direction;

/**
 * Shortens a sequence of slides without changing where it leads: a slide undone by the next one is dropped
 * (with a stack, so nested detours such as {@code L U D R} vanish whole), and every closed walk of the blank
 * that brings the whole board back to an arrangement it had before is cut out.
 *
 * <p>Repeated arrangements are recognised by an incrementally updated 64-bit hash of (tile, cell) pairs,
 * remembered in a fixed direct-mapped table, so that recent repeats (the only kind a constructive solution
 * produces) are found in O(1) per slide with O(1) extra memory; a hash collision could only ever produce a
 * wrong answer, so the caller replays the result and keeps the longer, merely reduced one if it fails.
 * Time O(slides + cells).
 */
final class PathCompression {

    private static final int TABLE_BITS = 16;

    private PathCompression() {}

    /**
     * @param columns         board columns
     * @param cells           the starting arrangement (any labels, 0 the blank); not modified
     * @param moves           tile-direction codes
     * @param removeRepeats   whether to cut closed walks too, or only slides undone at once
     */
    static byte[] compress(int columns, int[] cells, byte[] moves, boolean removeRepeats) {
        int[] tileOffset = Direction.tileOffsets(columns);
        int[] board = cells.clone();
        int n = board.length;
        int blank = 0;
        long hash = 0;
        for (int i = 0; i < n; i++) {
            if (board[i] == 0) {
                blank = i;
            }
            hash ^= mix(board[i], i, n);
        }
        byte[] kept = new byte[moves.length];
        long[] hashAtDepth = new long[moves.length + 1];
        long[] seenHash = new long[1 << TABLE_BITS];
        int[] seenDepth = new int[1 << TABLE_BITS];
        java.util.Arrays.fill(seenDepth, -1);
        int depth = 0;
        hashAtDepth[0] = hash;
        remember(seenHash, seenDepth, hash, 0);
        for (byte code : moves) {
            int tileCell = blank + tileOffset[code];
            int tile = board[tileCell];
            board[blank] = tile;
            board[tileCell] = 0;
            hash ^= mix(tile, tileCell, n) ^ mix(tile, blank, n) ^ mix(0, blank, n) ^ mix(0, tileCell, n);
            blank = tileCell;
            if (depth > 0 && kept[depth - 1] == (code ^ 1)) {
                depth--;
                continue;
            }
            if (removeRepeats) {
                int slot = (int) (hash >>> (64 - TABLE_BITS));
                int earlier = seenDepth[slot];
                if (earlier >= 0 && earlier <= depth && seenHash[slot] == hash && hashAtDepth[earlier] == hash) {
                    depth = earlier;
                    continue;
                }
            }
            kept[depth++] = code;
            hashAtDepth[depth] = hash;
            if (removeRepeats) {
                remember(seenHash, seenDepth, hash, depth);
            }
        }
        return java.util.Arrays.copyOf(kept, depth);
    }

    private static void remember(long[] seenHash, int[] seenDepth, long hash, int depth) {
        int slot = (int) (hash >>> (64 - TABLE_BITS));
        seenHash[slot] = hash;
        seenDepth[slot] = depth;
    }

    private static long mix(int tile, int cell, int n) {
        long z = (long) tile * n + cell + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
