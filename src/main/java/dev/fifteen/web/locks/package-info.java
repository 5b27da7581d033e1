/**
 * One computation per key: the locks that make one piece of work out of concurrent requests for the same result,
 * in this process, replaced by a registry that also locks across replicas when a cluster is configured.
 */
package dev.fifteen.web.locks;
