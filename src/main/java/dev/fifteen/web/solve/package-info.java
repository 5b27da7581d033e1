/**
 * {@code /solve} and {@code /solve/hint}: the controller, {@code SolveAsk} (what a request asks, read alike from a
 * JSON body and query parameters, where the wire names become enums), {@code RequestSolves} (the service as a
 * request's way in uses it), {@code SolveService} taking one {@code SolveCommand} (with its cache, metrics and memory
 * in classes of their own), {@code SolveLimits} (every limit of a solve),
 * request and response records, {@code fifteen.solve.*} properties
 * and the wiring of the solvers. Imports the domain and the shared {@code dev.fifteen.web}; never another feature.
 */
package dev.fifteen.web.solve;
