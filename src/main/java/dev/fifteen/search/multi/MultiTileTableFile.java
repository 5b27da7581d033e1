package dev.fifteen.search.multi;

import dev.fifteen.search.TableFile;
import dev.fifteen.search.TableSet;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * The {@link MultiTilePatternTables} of one shape and goal blank on disk. Version 2, little-endian: a header (magic
 * {@code FIFTEENM}, the version, the shape, the goal blank cell, the number of axis tables of each axis, for each
 * its axis, its two goal lines and its entries, the number of tile tables, for each its {@value #MAX_GROUP} tile
 * slots (-1 where unused) and its entries, then the body's length and CRC32C and the header's own CRC32C), then each
 * axis table's 4-bit entries and each tile table's byte entries in header order. A file with any of these wrong (a
 * flipped byte, a truncation, another shape or version) is refused with an {@link IOException}, never used. Written
 * to a temporary name in the same folder, then renamed. Read into the heap: the 4 x 4 set is 136 MB.
 */
final class MultiTileTableFile {

    private static final long MAGIC = 0x4649465445454E4DL;
    static final int VERSION = TableSet.Kind.MULTI_TILE.version();

    /** The tile slots of a tile table's header entry. */
    static final int MAX_GROUP = 7;

    private MultiTileTableFile() {}

    static void write(Path file, MultiTilePatternTables tables) throws IOException {
        List<AxisPatternDatabase> all = tables.all();
        try (TableFile out = TableFile.create(file, headerLength(all.size(), tables.tileTables.length))) {
            for (AxisPatternDatabase table : all) {
                out.append(ByteBuffer.wrap(table.packed));
            }
            for (TilePatternDatabase table : tables.tileTables) {
                out.append(ByteBuffer.wrap(table.distance));
            }
            out.finish(header(tables, all, out.length(), out.checksum()));
        }
    }

    private static ByteBuffer header(
            MultiTilePatternTables tables, List<AxisPatternDatabase> all, long length, int bodyChecksum) {
        ByteBuffer header = ByteBuffer.allocate(headerLength(all.size(), tables.tileTables.length))
                .order(ByteOrder.LITTLE_ENDIAN);
        header.putLong(MAGIC)
                .putInt(VERSION)
                .putInt(tables.rows)
                .putInt(tables.columns)
                .putInt(tables.goalBlank)
                .putInt(tables.vertical.length)
                .putInt(tables.horizontal.length);
        for (AxisPatternDatabase table : all) {
            header.putInt(table.axis).putInt(table.lineA).putInt(table.lineB).putInt(table.entries);
        }
        header.putInt(tables.tileTables.length);
        for (TilePatternDatabase table : tables.tileTables) {
            for (int slot = 0; slot < MAX_GROUP; slot++) {
                header.putInt(slot < table.tiles.length ? table.tiles[slot] : -1);
            }
            header.putInt(table.entries);
        }
        header.putLong(length).putInt(bodyChecksum);
        return TableFile.seal(header);
    }

    private static int headerLength(int tables, int tileTables) {
        return 8 + 4 * 6 + tables * 16 + 4 + tileTables * (MAX_GROUP + 1) * 4 + 8 + 4 + 4;
    }

    /**
     * Reads and checks the tables of {@code rows x columns} boards with the goal blank on {@code goalBlank}.
     *
     * @throws IOException if the file cannot be read, is damaged or truncated, or holds another set
     */
    static MultiTilePatternTables read(Path file, int rows, int columns, int goalBlank) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (bytes.length < headerLength(0, 0) || in.getLong() != MAGIC) {
            throw new IOException(file + " is not a multi-tile table file");
        }
        int version = in.getInt();
        if (version != VERSION) {
            throw new IOException(file + " is of version " + version + ", not " + VERSION + "; it is built again");
        }
        int fileRows = in.getInt();
        int fileColumns = in.getInt();
        int fileBlank = in.getInt();
        int verticalCount = in.getInt();
        int horizontalCount = in.getInt();
        if (fileRows != rows || fileColumns != columns || fileBlank != goalBlank) {
            throw new IOException(file + " holds the tables of " + fileRows + " x " + fileColumns + ", blank "
                    + fileBlank + ", not of " + rows + " x " + columns + ", blank " + goalBlank);
        }
        int count = verticalCount + horizontalCount;
        if (verticalCount < 0 || horizontalCount < 0 || count > 32 || bytes.length < headerLength(count, 0)) {
            throw new IOException(file + " has a damaged header");
        }
        int[][] specs = new int[count][4];
        for (int t = 0; t < count; t++) {
            for (int i = 0; i < 4; i++) {
                specs[t][i] = in.getInt();
            }
        }
        int tileCount = in.getInt();
        if (tileCount < 0 || tileCount > 8 || bytes.length < headerLength(count, tileCount)) {
            throw new IOException(file + " has a damaged header");
        }
        int[][] tileSpecs = new int[tileCount][MAX_GROUP + 1];
        for (int t = 0; t < tileCount; t++) {
            for (int i = 0; i <= MAX_GROUP; i++) {
                tileSpecs[t][i] = in.getInt();
            }
        }
        long length = in.getLong();
        int bodyChecksum = in.getInt();
        if (!TableFile.intact(in)) {
            throw new IOException(file + " has a damaged header (checksum)");
        }
        if (bytes.length != headerLength(count, tileCount) + length) {
            throw new IOException(file + " is " + bytes.length + " bytes long, not "
                    + (headerLength(count, tileCount) + length) + " as its header says: truncated or damaged");
        }
        CRC32C body = new CRC32C();
        body.update(bytes, headerLength(count, tileCount), (int) length);
        if ((int) body.getValue() != bodyChecksum) {
            throw new IOException(file + " is damaged: the checksum of its tables does not match");
        }
        List<AxisPatternDatabase> vertical = new ArrayList<>();
        List<AxisPatternDatabase> horizontal = new ArrayList<>();
        int offset = headerLength(count, tileCount);
        for (int t = 0; t < count; t++) {
            int[] spec = specs[t];
            int size = (spec[3] + 1) / 2;
            if (size < 0 || offset + (long) size > bytes.length) {
                throw new IOException(file + " has a damaged header");
            }
            byte[] packed = new byte[size];
            System.arraycopy(bytes, offset, packed, 0, size);
            offset += size;
            AxisPatternDatabase table;
            try {
                table = AxisPatternDatabase.of(rows, columns, goalBlank, spec[0], spec[1], spec[2], packed);
            } catch (IllegalArgumentException e) {
                throw new IOException(file + " has a damaged header: " + e.getMessage(), e);
            }
            (t < verticalCount ? vertical : horizontal).add(table);
        }
        TilePatternDatabase[] tileTables = new TilePatternDatabase[tileCount];
        for (int t = 0; t < tileCount; t++) {
            int[] spec = tileSpecs[t];
            int group = 0;
            while (group < MAX_GROUP && spec[group] >= 0) {
                group++;
            }
            int size = spec[MAX_GROUP];
            if (size < 0 || offset + (long) size > bytes.length) {
                throw new IOException(file + " has a damaged header");
            }
            byte[] distance = new byte[size];
            System.arraycopy(bytes, offset, distance, 0, size);
            offset += size;
            try {
                tileTables[t] = TilePatternDatabase.of(rows, columns, goalBlank, Arrays.copyOf(spec, group), distance);
            } catch (IllegalArgumentException e) {
                throw new IOException(file + " has a damaged header: " + e.getMessage(), e);
            }
        }
        MultiTilePatternTables tables = new MultiTilePatternTables(
                rows,
                columns,
                goalBlank,
                vertical.toArray(new AxisPatternDatabase[0]),
                horizontal.toArray(new AxisPatternDatabase[0]),
                tileTables);
        if (!tables.sameLayout(MultiTilePatternTables.layout(rows, columns, goalBlank))
                || !tables.sameTileGroups(MultiTilePatternTables.tileGroups(rows, columns, goalBlank))) {
            throw new IOException(file + " holds other tables than this version builds; it is built again");
        }
        return tables;
    }
}
