package dev.fifteen.testing.infra;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The one configuration every HTTP test uses, so that they all share a single cached Spring context:
 * the whole application with a {@code MockMvc} in front of it, and a real server on a random loopback port
 * ({@code @LocalServerPort}) for the tests that need a socket. Do not add per-class properties or mocks.
 * The Actuator shares the API's port and servlet here, so that its endpoints stay reachable through
 * {@code MockMvc}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"management.server.port=", "server.address=127.0.0.1"})
@AutoConfigureMockMvc
public @interface FifteenIntegrationTest {}
