/**
 * The application: {@code FifteenApplication} starts Spring Boot and holds nothing else. The domain lives in the
 * plain-Java packages beside it ({@code puzzle}, {@code parity}, {@code search}, ...), the HTTP layer in {@code web}.
 */
package dev.fifteen;
