package dev.fifteen.search;

import dev.fifteen.search.TableReadiness.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The one store of tables, on stand-in sets of every kind whose "tables" are byte arrays of a known size and content:
 * one lifecycle (asked for, queued, prepared, in use, evicted, refused, failed), files written whole and mapped
 * again, a damaged file built again, and one memory budget over every kind, the least recently used evicted first.
 */
class TableStoreTest {

    @TempDir
    Path directory;

    private final List<String> log = new CopyOnWriteArrayList<>();
    private final List<Runnable> queued = new ArrayList<>();

    /** A set whose tables are {@code size} bytes of {@code fill}, written as they are; counts its builds. */
    private static class Bytes implements TableStore.Recipe<byte[]> {
        final TableSet set;
        final int size;
        final byte fill;
        final AtomicInteger builds = new AtomicInteger();
        final List<byte[]> evicted = new ArrayList<>();
        Runnable duringBuild = () -> {};
        boolean mayBuild = true;

        Bytes(TableSet set, int size, int fill) {
            this.set = set;
            this.size = size;
            this.fill = (byte) fill;
        }

        @Override
        public TableSet set() {
            return set;
        }

        @Override
        public long bytes() {
            return size;
        }

        @Override
        public long buildPeakBytes(boolean inMemory) {
            return 2L * size;
        }

        @Override
        public String instead() {
            return "use smaller tables";
        }

        @Override
        public boolean mayBuild() {
            return mayBuild;
        }

        @Override
        public byte[] read(Path file) throws IOException {
            byte[] bytes = Files.readAllBytes(file);
            if (bytes.length != size) {
                throw new IOException(file + " is truncated");
            }
            for (byte b : bytes) {
                if (b != fill) {
                    throw new IOException(file + " is damaged");
                }
            }
            return bytes;
        }

        @Override
        public void write(Path file, Consumer<String> log) throws IOException {
            Files.write(file, build(log));
        }

        @Override
        public byte[] build(Consumer<String> log) {
            builds.incrementAndGet();
            duringBuild.run();
            byte[] tables = new byte[size];
            Arrays.fill(tables, fill);
            return tables;
        }

        @Override
        public void evicted(byte[] tables) {
            evicted.add(tables);
        }
    }

    private static TableSet pattern(int rows, int columns) {
        return new TableSet(TableSet.Kind.PATTERN, rows, columns, 0, "3-3");
    }

    private static final TableSet FIVE = new TableSet(TableSet.Kind.FIVE_BY_FIVE, 5, 5, 0, "3x8");
    private static final TableSet MULTI = new TableSet(TableSet.Kind.MULTI_TILE, 4, 4, 15, "axes and tiles");

    private void runQueued() {
        while (!queued.isEmpty()) {
            queued.remove(0).run();
        }
    }

    @Test
    void aSetGoesFromAskedToQueuedToPreparedToInUseAndIsWrittenOnce() {
        TableStore store = new TableStore(directory, Long.MAX_VALUE, log::add);
        Bytes recipe = new Bytes(pattern(4, 5), 1000, 7);
        assertThat(store.readiness(recipe.set()).stage()).isEqualTo(Stage.NOT_ASKED);
        assertThat(store.readiness(recipe.set()).words()).isEqualTo("not asked for yet");
        CompletableFuture<byte[]> future = store.request(recipe, queued::add);
        assertThat(store.request(recipe, queued::add))
                .as("asked twice, queued once")
                .isSameAs(future);
        assertThat(queued).hasSize(1);
        assertThat(store.readiness(recipe.set()).words()).isEqualTo("queued for building");
        assertThat((byte[]) store.ready(recipe.set())).isNull();
        List<TableReadiness> during = new ArrayList<>();
        recipe.duringBuild = () -> during.add(store.readiness(recipe.set()));
        runQueued();
        assertThat(during).singleElement().satisfies(readiness -> {
            assertThat(readiness.stage()).isEqualTo(Stage.PREPARING);
            assertThat(readiness.words()).startsWith("being prepared in the background for ");
        });
        assertThat(future).isCompleted();
        assertThat((byte[]) store.ready(recipe.set())).hasSize(1000).containsOnly(7);
        assertThat(store.readiness(recipe.set())).isEqualTo(TableReadiness.READY);
        assertThat(store.heldBytes()).isEqualTo(1000);
        Path file = directory.resolve("fifteen-4x5-b0-3-3.pdb");
        assertThat(file).hasSize(1000);
        assertThat(log)
                .anyMatch(line -> line.startsWith("Building the 4 x 5 3-3 tables (goal blank in cell 0) into " + file))
                .anyMatch(line -> line.startsWith("Built the 4 x 5 3-3 tables (goal blank in cell 0) into " + file));

        // another store on the same directory (a restart) maps the file ahead of any build
        TableStore restarted = new TableStore(directory, Long.MAX_VALUE, log::add);
        Bytes again = new Bytes(pattern(4, 5), 1000, 7);
        assertThat(restarted.loadIfIntact(again)).isTrue();
        assertThat(again.builds).hasValue(0);
        assertThat(restarted.request(again, queued::add)).isCompleted();
        assertThat(queued).isEmpty();
        assertThat(log).anyMatch(line -> line.startsWith("Mapped the 4 x 5 3-3 tables (goal blank in cell 0) from"));
    }

    @Test
    void aDamagedFileIsLeftToItsBuildAndBuiltAgain() throws IOException {
        Bytes recipe = new Bytes(FIVE, 500, 3);
        Path file = directory.resolve(FIVE.fileName());
        Files.write(file, new byte[499]);
        TableStore store = new TableStore(directory, Long.MAX_VALUE, log::add);
        assertThat(store.loadIfIntact(recipe)).isFalse();
        assertThat(store.readiness(FIVE).stage()).as("left to a build").isEqualTo(Stage.NOT_ASKED);
        assertThat(log)
                .singleElement()
                .asString()
                .startsWith("Not loading the 5 x 5 3x8 tables: ")
                .contains("truncated");
        store.request(recipe, Runnable::run);
        assertThat(recipe.builds).hasValue(1);
        assertThat(log)
                .anyMatch(line -> line.startsWith("Building the 5 x 5 3x8 tables again") && line.contains("truncated"));
        assertThat(recipe.read(file)).hasSize(500);
    }

    @Test
    void oneBudgetOverEveryKindEvictsTheLeastRecentlyUsedSet() {
        TableStore store = new TableStore(directory, 2500, log::add);
        Bytes midSize = new Bytes(pattern(3, 6), 1000, 1);
        Bytes five = new Bytes(FIVE, 1000, 2);
        Bytes multi = new Bytes(MULTI, 1000, 3);
        store.request(midSize, Runnable::run);
        store.request(five, Runnable::run);
        assertThat(store.heldBytes()).isEqualTo(2000);
        // the 3 x 6 set is used again: the 5 x 5 one is the least recently used when the multi-tile set comes
        assertThat((byte[]) store.ready(midSize.set())).isNotNull();
        store.request(multi, Runnable::run);
        assertThat(store.readiness(FIVE).stage()).isEqualTo(Stage.EVICTED);
        assertThat(store.readiness(FIVE).words()).contains("evicted to keep within the memory budget");
        assertThat((byte[]) store.ready(FIVE)).isNull();
        assertThat(five.evicted)
                .singleElement()
                .satisfies(tables -> assertThat(tables).containsOnly(2));
        assertThat(store.readiness(midSize.set()).ready()).isTrue();
        assertThat(store.readiness(MULTI).ready()).isTrue();
        assertThat(store.heldBytes()).isEqualTo(2000).isLessThanOrEqualTo(store.budgetBytes());
        assertThat(log).anyMatch(line -> line.startsWith("Evicted the 5 x 5 3x8 tables (0 MB)"));

        // asked for again, it comes back from its file, and the least recently used set goes instead
        store.request(five, Runnable::run);
        assertThat(five.builds).as("mapped, not built again").hasValue(1);
        assertThat(store.readiness(FIVE).ready()).isTrue();
        assertThat(store.readiness(midSize.set()).stage()).isEqualTo(Stage.EVICTED);
        assertThat(store.heldBytes()).isLessThanOrEqualTo(store.budgetBytes());
    }

    @Test
    void aSetLargerThanTheBudgetIsRefusedBeforeAnyWork() {
        TableStore store = new TableStore(directory, 999, log::add);
        Bytes recipe = new Bytes(MULTI, 1000, 1);
        CompletableFuture<byte[]> future = store.request(recipe, queued::add);
        assertThat(future).isCompletedExceptionally();
        assertThat(queued).isEmpty();
        assertThat(recipe.builds).hasValue(0);
        TableReadiness readiness = store.readiness(MULTI);
        assertThat(readiness.givenUp()).isTrue();
        assertThat(readiness.stage()).isEqualTo(Stage.REFUSED);
        assertThat(readiness.words()).startsWith("refused: they take").contains("more than the memory budget of");
        assertThat(store.request(recipe, queued::add))
                .as("refused stays refused")
                .isCompletedExceptionally();
        assertThat(directory).isEmptyDirectory();
    }

    @Test
    void aFailedBuildSaysWhyAndStaysFailed() {
        TableStore store = new TableStore(directory, Long.MAX_VALUE, log::add);
        Bytes recipe = new Bytes(FIVE, 100, 1);
        recipe.duringBuild = () -> {
            throw new IllegalStateException("the disk is full");
        };
        assertThat(store.request(recipe, Runnable::run)).isCompletedExceptionally();
        assertThat(store.readiness(FIVE).stage()).isEqualTo(Stage.FAILED);
        assertThat(store.readiness(FIVE).words()).isEqualTo("not available: the disk is full");
        assertThat(log).anyMatch(line -> line.equals("The 5 x 5 3x8 tables are not available: the disk is full"));
        store.request(recipe, Runnable::run);
        assertThat(recipe.builds).as("not tried again").hasValue(1);

        Bytes off = new Bytes(MULTI, 100, 1);
        off.mayBuild = false;
        store.request(off, Runnable::run);
        assertThat(off.builds).hasValue(0);
        assertThat(store.readiness(MULTI).words()).startsWith("not available").contains("building is off");
    }

    @Test
    void aBuildTheHeapCannotHoldIsRefusedWithTheWayOut() {
        TableStore store = new TableStore(directory, Long.MAX_VALUE, log::add);
        Bytes huge = new Bytes(FIVE, Integer.MAX_VALUE, 1) {
            @Override
            public long buildPeakBytes(boolean inMemory) {
                return Long.MAX_VALUE / 4;
            }
        };
        store.request(huge, Runnable::run);
        assertThat(huge.builds).hasValue(0);
        assertThat(store.readiness(FIVE).words()).contains("needs a heap of").contains("use smaller tables");
        assertThatThrownBy(() -> TableStore.requireHeap(Long.MAX_VALUE / 4, "add memory"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("add memory");
    }

    @Test
    void withoutADataDirectoryOrAFolderToWriteSetsLiveInMemory() throws IOException {
        TableStore none = new TableStore(null, Long.MAX_VALUE, log::add);
        Bytes recipe = new Bytes(pattern(4, 5), 10, 1);
        assertThat(none.request(recipe, Runnable::run)).isCompleted();
        assertThat(log).anyMatch(line -> line.endsWith("in memory only: no data directory is set"));

        Path notAFolder = Files.writeString(directory.resolve("taken"), "a file");
        TableStore blocked = new TableStore(notAFolder.resolve("tables"), Long.MAX_VALUE, log::add);
        assertThat(blocked.request(new Bytes(FIVE, 10, 1), Runnable::run)).isCompleted();
        assertThat(log).anyMatch(line -> line.contains("in memory only") && line.endsWith("is not writable"));
        assertThat(Files.readString(notAFolder)).isEqualTo("a file");
    }

    @Test
    void anExecutorThatRefusesLeavesTheSetNotAskedFor() {
        TableStore store = new TableStore(directory, Long.MAX_VALUE, log::add);
        Bytes recipe = new Bytes(FIVE, 10, 1);
        CompletableFuture<byte[]> future = store.request(recipe, task -> {
            throw new RejectedExecutionException("shutting down");
        });
        assertThat(future).isCompletedExceptionally();
        assertThat(store.readiness(FIVE).stage()).isEqualTo(Stage.NOT_ASKED);
        assertThat(store.request(recipe, Runnable::run)).isCompleted();
    }

    @Test
    void tablesInHandAreHeldAsTheirSet() {
        TableStore store = new TableStore(null, 100, log::add);
        Bytes recipe = new Bytes(MULTI, 60, 1);
        store.hold(recipe, new byte[] {42});
        assertThat((byte[]) store.ready(MULTI)).containsExactly(42);
        store.hold(new Bytes(FIVE, 60, 1), new byte[] {43});
        assertThat(store.readiness(MULTI).stage()).as("60 + 60 > 100").isEqualTo(Stage.EVICTED);
    }

    @Test
    void eachKindNamesItsFileInOnePlace() {
        assertThat(new TableSet(TableSet.Kind.PATTERN, 4, 4, 0, "7-8").fileName())
                .isEqualTo("fifteen-4x4-7-8.pdb");
        assertThat(new TableSet(TableSet.Kind.PATTERN, 4, 4, 1, "7-8").fileName())
                .as("built from the corner's set, in memory only")
                .isNull();
        assertThat(new TableSet(TableSet.Kind.PATTERN, 4, 5, 3, "6-6-6-1").fileName())
                .isEqualTo("fifteen-4x5-b3-6-6-6-1.pdb");
        assertThat(FIVE.fileName()).isEqualTo("fifteen-5x5-3x8.pdb");
        assertThat(MULTI.fileName()).isEqualTo("fifteen-multi-tile-4x4-blank-15.tables");
        assertThatThrownBy(() -> new TableSet(TableSet.Kind.PATTERN, 4, 4, 16, "7-8"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aRecipeHearsWhenItsSetIsQueuedAndWhenItEndsAndMayBeTriedAgainAfterAFailure() {
        TableStore store = new TableStore(directory, Long.MAX_VALUE, log::add);
        List<String> heard = new ArrayList<>();
        AtomicInteger failures = new AtomicInteger(1);
        Bytes recipe = new Bytes(pattern(3, 6), 10, 1) {
            @Override
            public void queued() {
                heard.add("queued on " + Thread.currentThread().getName());
            }

            @Override
            public void ended(Throwable failure) {
                heard.add("ended "
                        + (failure == null ? "in use: " + store.readiness(set).stage() : failure.getMessage()));
            }

            @Override
            public boolean retryAfterFailure() {
                return true;
            }
        };
        recipe.duringBuild = () -> {
            if (failures.getAndDecrement() > 0) {
                throw new IllegalStateException("first try fails");
            }
        };
        String asking = Thread.currentThread().getName();
        assertThat(store.request(recipe, queued::add)).isNotDone();
        runQueued();
        assertThat(store.readiness(recipe.set()).stage()).isEqualTo(Stage.FAILED);
        assertThat(store.request(recipe, Runnable::run)).as("tried again").isCompleted();
        assertThat(heard)
                .containsExactly(
                        "queued on " + asking,
                        "ended first try fails",
                        "queued on " + asking,
                        "ended in use: PREPARING");
        assertThat(recipe.builds).hasValue(2);

        Bytes unchecked = new Bytes(FIVE, 10, 1) {
            @Override
            public long buildPeakBytes(boolean inMemory) {
                return 0;
            }
        };
        TableStore tiny = new TableStore(null, Long.MAX_VALUE, log::add);
        assertThat(tiny.request(unchecked, Runnable::run))
                .as("a build of no stated peak is not checked against the heap")
                .isCompleted();
    }
}
