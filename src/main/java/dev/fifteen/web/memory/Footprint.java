package dev.fifteen.web.memory;

/**
 * Heap estimates of the data structures that grow with a request, in bytes, for a 64-bit JVM with compressed
 * references (heaps below 32 GB): an array costs a 16-byte header plus its elements, a reference 4 bytes, a small
 * object about 16 bytes. The features add these up for the structures they actually hold at their peak; the
 * sums are upper estimates (transient copies included), not measurements.
 */
public final class Footprint {

    private static final long ARRAY_HEADER = 16;
    private static final long REFERENCE = 4;
    private static final long OBJECT = 16;

    private Footprint() {}

    /** An {@code int[n]}: 16 + 4n. */
    public static long ints(long n) {
        return ARRAY_HEADER + 4 * n;
    }

    /** A {@code long[n]}: 16 + 8n. */
    public static long longs(long n) {
        return ARRAY_HEADER + 8 * n;
    }

    /** A {@code Board} of n cells: the object and its {@code int[n]}, 32 + 4n. */
    public static long board(long cells) {
        return OBJECT + ints(cells);
    }

    /** A board as rows, {@code int[rows][columns]} (JSON in or out): 16 + 4 rows + rows (16 + 4 columns). */
    public static long rows(long rows, long columns) {
        return ARRAY_HEADER + REFERENCE * rows + rows * ints(columns);
    }

    /**
     * A board's text form built in a {@code StringBuilder}: each cell is at most its digits and a separator, one
     * byte a character (Latin-1 strings), times 3 for the builder's doubling and the final copy at their peak.
     */
    public static long text(long cells) {
        long digits = Long.toString(Math.max(1, cells - 1)).length();
        return 3 * cells * (digits + 1);
    }

    /** A string of n Latin-1 characters (letters, digits): 40 + n. */
    public static long string(long characters) {
        return OBJECT + 8 + ARRAY_HEADER + characters;
    }

    /**
     * Parsing a board's text form of {@code characters}: the row substrings (one byte a character), the tiles of
     * the row being split (a {@code String} of about 48 bytes for each cell of at least two characters, so 24 a
     * character), and the rows of {@code int}s (2 bytes a character): 32 bytes a character, rounded up.
     */
    public static long textParse(long characters) {
        return 32 * characters;
    }

    /**
     * Reading a JSON body of {@code length} bytes into arrays of rows: at least 2 characters a cell ({@code 0,})
     * and 4 bytes an {@code int}, plus a 20-byte array and reference a row of which a row holds at least 6
     * characters ({@code [0,1],}), with Jackson's growing buffers: 3 bytes of heap for each byte of JSON covers
     * rows of 3 cells and more; a 1000 x 1000 board (about 7 MB of JSON) is estimated at 21 MB, 4 MB are used.
     */
    public static long jsonBody(long length) {
        return 3 * length;
    }
}
