package dev.fifteen.web;

import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.context.annotation.Configuration;

/**
 * Binds the {@code fifteen.*} property records of the web layer, each in the package of its feature
 * ({@code fifteen.solve} in {@code web.solve}, ...); the cluster binds its own ({@code fifteen.cluster}).
 */
@Configuration(proxyBeanMethods = false)
@ConfigurationPropertiesScan
class PropertiesConfiguration {}
