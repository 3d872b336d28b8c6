package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * How the engine's own tests start runs: with their explicit parameters only. The platform would
 * otherwise also read system properties, and Surefire turns a user's {@code -Dmodel=…} or
 * {@code -Dalgoreval.*} into system properties of this JVM, so the user's benchmark settings would
 * leak into the project's own tests.
 */
public final class IsolatedRuns {
    private IsolatedRuns() {
    }

    public static EngineTestKit.Builder engine() {
        return EngineTestKit.engine(Constants.ENGINE_ID).enableImplicitConfigurationParameters(false);
    }

    public static LauncherDiscoveryRequestBuilder request() {
        return LauncherDiscoveryRequestBuilder.request().enableImplicitConfigurationParameters(false);
    }
}
