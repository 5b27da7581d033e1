package dev.fifteen.search.pdb;

import dev.fifteen.search.Heuristic;
import dev.fifteen.search.TableReadiness;

/**
 * Pattern tables kept in the {@link dev.fifteen.search.TableStore} that the {@link PatternDatabaseCatalog} serves
 * ahead of its standard ones: the 4 x 4 7-8 tables ({@link StoredTables}), the tables of boards of 17 to 25 cells
 * ({@link MidSizeTables}). Each set serves one goal blank cell; the catalog turns the board with the symmetries that
 * map the goal's blank there.
 */
public interface PatternTableSource {

    /** Whether boards of this shape have tables here. */
    boolean serves(int rows, int columns);

    /** The tables for exactly this goal blank cell when they are in use (marked as just used), else {@code null}. */
    Heuristic ready(int rows, int columns, int goalBlank);

    /** Asks for the tables serving this goal blank cell (or a symmetric one); never waits. */
    void request(int rows, int columns, int goalBlank);

    /** Where the tables serving this goal blank cell (or a symmetric one) stand. */
    TableReadiness readiness(int rows, int columns, int goalBlank);
}
