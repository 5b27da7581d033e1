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
 * the whole application with a {@code MockMvc} in front of it. Do not add per-class properties or mocks.
 * The Actuator shares the mock servlet here (in production it has its own port, which a mock environment
 * cannot start), so that its endpoints stay reachable through {@code MockMvc}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@SpringBootTest(properties = "management.server.port=")
@AutoConfigureMockMvc
public @interface FifteenIntegrationTest {}
