package dev.fifteen.bench;

import dev.fifteen.search.pdb.AdditivePatternDatabase;
import dev.fifteen.search.pdb.PatternDatabaseBuilder;
import dev.fifteen.search.pdb.PatternDatabaseFile;
import dev.fifteen.search.pdb.PatternPartition;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Builds the 4 x 4 7-8 tables with the packed builder and prints the wall time, the process's CPU time and its
 * peak resident memory ({@code VmHWM} of {@code /proc/self/status}), then maps the file back (checksum checked)
 * and, with {@code compare}, checks the 7-tile table entry by entry against the plain builder (57,657,600
 * placements; the plain builder needs about 0.5 GB and a minute more for it). Exits non-zero on a difference.
 * Run it in a JVM of its own so that the peak is the build's:
 * <pre>
 * ./mvnw -q -o test-compile
 * nice -n 10 java -Xmx1300m -cp target/classes:target/test-classes dev.fifteen.bench.TableBuildBench \
 *     data/fifteen-7-8.pdb 2 compare
 * </pre>
 * Arguments: the file, the threads (default 2), {@code compare} to run the check.
 */
public final class TableBuildBench {

    private TableBuildBench() {}

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "data/fifteen-7-8.pdb");
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        boolean compare = args.length > 2 && args[2].equals("compare");
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpuStart = os.getProcessCpuTime();
        long start = System.nanoTime();
        PatternPartition partition = PatternPartition.sevenEight(0);
        PatternDatabaseFile.write(file, partition, threads, Thread.NORM_PRIORITY, System.out);
        double wall = (System.nanoTime() - start) / 1e9;
        double cpu = (os.getProcessCpuTime() - cpuStart) / 1e9;
        System.out.printf(
                Locale.ROOT,
                "7-8 build: %s, %,d bytes; %.1f s wall, %.1f s cpu on %d threads; peak resident" + " %s%n",
                file,
                Files.size(file),
                wall,
                cpu,
                threads,
                peakResident());

        long loadStart = System.nanoTime();
        AdditivePatternDatabase tables = PatternDatabaseFile.load(file, partition);
        System.out.printf(
                Locale.ROOT,
                "mapped and checked %s in %.0f ms%n",
                tables.name(),
                (System.nanoTime() - loadStart) / 1e6);
        if (compare) {
            int[] seven = partition.patterns()[0];
            byte[] plain = PatternDatabaseBuilder.distances(4, 4, 0, seven, level -> {});
            java.nio.ByteBuffer mapped = java.nio.channels.FileChannel.open(file)
                    .map(java.nio.channels.FileChannel.MapMode.READ_ONLY, 4096, plain.length);
            long differ = 0;
            for (int i = 0; i < plain.length; i++) {
                if (plain[i] != mapped.get(i)) {
                    differ++;
                }
            }
            System.out.printf(
                    Locale.ROOT,
                    "7-tile table against the plain builder: %,d entries, %,d differ%n",
                    plain.length,
                    differ);
            if (differ != 0) {
                System.exit(1);
            }
        }
    }

    /** The process's peak resident set from {@code /proc/self/status}, or "unknown" off Linux. */
    static String peakResident() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return line.substring(6).trim();
                }
            }
        } catch (IOException e) {
            // not Linux
        }
        return "unknown";
    }
}
