/**
 * {@code POST /solve/batch}: many boards in one request (a JSON array or NDJSON), read as they arrive, each solved in
 * the solve pool's batch share and answered as one NDJSON line as soon as it is done, then a summary line. Imports
 * the domain, {@code dev.fifteen.web.solve} and the shared rooms; no other feature.
 */
package dev.fifteen.web.solve.batch;
