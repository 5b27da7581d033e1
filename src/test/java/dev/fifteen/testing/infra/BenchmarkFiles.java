package dev.fifteen.testing.infra;

import dev.fifteen.puzzle.Board;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The published benchmark sets under {@code src/test/resources/bench}, each line "number, tiles, optimum"
 * (tab-separated; the 80-move set has the blank-last tiles before the blank-first ones). Every board is for
 * the goal with the blank first ({@link dev.fifteen.testing.oracle.Goals#blankFirst}), but those of
 * {@link #antipodes43()}, which are for the standard goal.
 */
public final class BenchmarkFiles {

    /** One published instance: its number in the set, the board and its optimal length. */
    public record Instance(int number, Board board, int optimum) {}

    private BenchmarkFiles() {}

    /** Korf's 100 random 15-puzzles (1985). */
    public static List<Instance> korf100() {
        return read("korf100", 4, 4);
    }

    /** The 17 15-puzzle positions that need 80 slides. */
    public static List<Instance> hard80() {
        return read("hard80", 4, 4);
    }

    /** Korf and Felner's 50 random 24-puzzles (2002). */
    public static List<Instance> korf24() {
        return read("korf24", 5, 5);
    }

    /**
     * The 16 15-puzzles that need 43 moves in the multi-tile metric (Norskog and Davidson, 2010), each for the
     * standard goal ({@link Board#standardGoal}, the blank last), its optimum in multi-tile moves.
     */
    public static List<Instance> antipodes43() {
        return read("antipodes43", 4, 4);
    }

    /** One set by name: {@code korf100}, {@code hard80}, {@code korf24} or {@code antipodes43}. */
    public static List<Instance> named(String set) {
        return switch (set) {
            case "korf100" -> korf100();
            case "hard80" -> hard80();
            case "korf24" -> korf24();
            case "antipodes43" -> antipodes43();
            default ->
                throw new IllegalArgumentException(
                        "no benchmark set " + set + " (korf100, hard80, korf24, antipodes43)");
        };
    }

    /** The instance with that number. */
    public static Instance number(List<Instance> set, int number) {
        return set.stream()
                .filter(instance -> instance.number() == number)
                .findFirst()
                .orElseThrow();
    }

    private static List<Instance> read(String set, int rows, int columns) {
        String resource = "/bench/" + set + ".txt";
        List<Instance> instances = new ArrayList<>();
        try (InputStream in = Objects.requireNonNull(BenchmarkFiles.class.getResourceAsStream(resource), resource);
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\t");
                String tiles = fields[fields.length - 2];
                int[] cells = Arrays.stream(tiles.trim().split("\\s+"))
                        .mapToInt(Integer::parseInt)
                        .toArray();
                instances.add(new Instance(
                        Integer.parseInt(fields[0]),
                        Board.of(rows, columns, cells),
                        Integer.parseInt(fields[fields.length - 1].trim())));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return instances;
    }
}
