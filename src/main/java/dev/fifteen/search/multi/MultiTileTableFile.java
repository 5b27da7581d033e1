package dev.fifteen.search.multi;

import dev.fifteen.search.TableFile;
import dev.fifteen.search.TableSet;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The {@link MultiTilePatternTables} of one shape and goal blank on disk: a {@link TableFile} of kind
 * {@link TableSet.Kind#MULTI_TILE}, each table described by its list ({@value #VERTICAL} vertical axis table,
 * {@value #HORIZONTAL} horizontal, {@value #TILES} tile table) then, for an axis table, its axis, its two goal lines
 * and its entries (4-bit, two a byte) or, for a tile table, its tiles (a byte an entry: the distance and the
 * first-move bits). A file with anything wrong (a
 * flipped byte, a truncation, another shape, set or version) is refused with an {@link IOException}, never used.
 * Read into the heap: the 4 x 4 set is 194 MB.
 */
final class MultiTileTableFile {

    static final int VERTICAL = 0;
    static final int HORIZONTAL = 1;
    /** A tile table whose entries carry the first-move bits ({@link TilePatternDatabase#NOT_VERTICAL_FIRST}). */
    static final int TILES = 3;

    /** A tile table of an earlier version, with distances alone: refused, so the set is built again. */
    static final int TILES_WITHOUT_FIRST_MOVES = 2;

    private MultiTileTableFile() {}

    static void write(Path file, MultiTilePatternTables tables) throws IOException {
        try (TableFile out = TableFile.create(file, layout(tables))) {
            for (AxisPatternDatabase table : tables.vertical) {
                out.append(ByteBuffer.wrap(table.packed));
            }
            for (AxisPatternDatabase table : tables.horizontal) {
                out.append(ByteBuffer.wrap(table.packed));
            }
            for (TilePatternDatabase table : tables.tileTables) {
                out.append(ByteBuffer.wrap(table.distance));
            }
            out.finish();
        }
    }

    private static TableFile.Layout layout(MultiTilePatternTables tables) {
        List<int[]> described = new ArrayList<>();
        List<Long> lengths = new ArrayList<>();
        for (AxisPatternDatabase table : tables.vertical) {
            described.add(new int[] {VERTICAL, table.axis, table.lineA, table.lineB, table.entries});
            lengths.add((long) table.packed.length);
        }
        for (AxisPatternDatabase table : tables.horizontal) {
            described.add(new int[] {HORIZONTAL, table.axis, table.lineA, table.lineB, table.entries});
            lengths.add((long) table.packed.length);
        }
        for (TilePatternDatabase table : tables.tileTables) {
            int[] tiles = new int[1 + table.tiles.length];
            tiles[0] = TILES;
            System.arraycopy(table.tiles, 0, tiles, 1, table.tiles.length);
            described.add(tiles);
            lengths.add((long) table.distance.length);
        }
        return new TableFile.Layout(
                TableSet.Kind.MULTI_TILE, tables.rows, tables.columns, tables.goalBlank, described, lengths);
    }

    /**
     * Reads and checks the tables of {@code rows x columns} boards with the goal blank on {@code goalBlank}.
     *
     * @throws IOException if the file cannot be read, is damaged or truncated, or holds another set
     */
    static MultiTilePatternTables read(Path file, int rows, int columns, int goalBlank) throws IOException {
        TableFile.Contents contents = TableFile.read(file, TableSet.Kind.MULTI_TILE, false);
        TableFile.Layout layout = contents.layout();
        if (layout.rows() != rows || layout.columns() != columns || layout.goalBlank() != goalBlank) {
            throw new IOException(file + " holds the tables of " + layout.rows() + " x " + layout.columns() + ", blank "
                    + layout.goalBlank() + ", not of " + rows + " x " + columns + ", blank " + goalBlank);
        }
        List<AxisPatternDatabase> vertical = new ArrayList<>();
        List<AxisPatternDatabase> horizontal = new ArrayList<>();
        List<TilePatternDatabase> tileTables = new ArrayList<>();
        try {
            for (int t = 0; t < layout.tables().size(); t++) {
                int[] spec = layout.tables().get(t);
                byte[] bytes = contents.tables().get(t).array();
                if (spec.length == 5 && (spec[0] == VERTICAL || spec[0] == HORIZONTAL)) {
                    if (bytes.length != (spec[4] + 1) / 2) {
                        throw new IOException(file + " has a damaged header");
                    }
                    AxisPatternDatabase table =
                            AxisPatternDatabase.of(rows, columns, goalBlank, spec[1], spec[2], spec[3], bytes);
                    (spec[0] == VERTICAL ? vertical : horizontal).add(table);
                } else if (spec.length > 1 && spec[0] == TILES_WITHOUT_FIRST_MOVES) {
                    throw new IOException(file + " holds tile tables of an earlier version; it is built again");
                } else if (spec.length > 1 && spec[0] == TILES) {
                    tileTables.add(TilePatternDatabase.of(
                            rows, columns, goalBlank, Arrays.copyOfRange(spec, 1, spec.length), bytes));
                } else {
                    throw new IOException(file + " has a damaged header");
                }
            }
        } catch (IllegalArgumentException e) {
            throw new IOException(file + " has a damaged header: " + e.getMessage(), e);
        }
        MultiTilePatternTables tables = new MultiTilePatternTables(
                rows,
                columns,
                goalBlank,
                vertical.toArray(new AxisPatternDatabase[0]),
                horizontal.toArray(new AxisPatternDatabase[0]),
                tileTables.toArray(new TilePatternDatabase[0]));
        if (!tables.sameLayout(MultiTilePatternTables.layout(rows, columns, goalBlank))
                || !tables.sameTileGroups(MultiTilePatternTables.tileGroups(rows, columns, goalBlank))) {
            throw new IOException(file + " holds other tables than this version builds; it is built again");
        }
        return tables;
    }
}
