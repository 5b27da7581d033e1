/**
 * Traces and the gauges beside them: the spans of the work inside a request ({@code WorkSpans}, used by the
 * features), the {@code traceparent} answered to the caller, the spans and state of the pattern-table builds, the
 * solve pool's waiting callers. A shared room: must not import a feature.
 */
package dev.fifteen.web.observability;
