package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.HashMap;
import java.util.Map;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherFactory;

/** Runs one suite class in a JVM of its own, so a test can kill that JVM: {@code LaunchMain <class> key=value…}. */
public final class LaunchMain {
    private LaunchMain() {
    }

    public static void main(String[] args) throws ClassNotFoundException {
        Map<String, String> config = new HashMap<>();
        for (int i = 1; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            config.put(args[i].substring(0, eq), args[i].substring(eq + 1));
        }
        Map<String, Integer> tests = new java.util.concurrent.ConcurrentSkipListMap<>();
        StringBuilder engine = new StringBuilder();
        LauncherFactory.create().execute(IsolatedRuns.request()
                .selectors(selectClass(Class.forName(args[0])))
                .configurationParameters(config)
                .build(), new TestExecutionListener() {
                    @Override
                    public void executionSkipped(TestIdentifier id, String reason) {
                        if (id.isTest()) {
                            tests.merge("SKIPPED", 1, Integer::sum);
                        }
                    }

                    @Override
                    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                        if (id.isTest()) {
                            tests.merge(result.getStatus().name(), 1, Integer::sum);
                        } else if (id.getParentId().isEmpty() && id.getUniqueIdObject().getEngineId().orElse("").equals(Constants.ENGINE_ID)) {
                            engine.append(result.getStatus()).append(result.getThrowable().map(t -> " " + t.getMessage()).orElse(""));
                        }
                    }
                });
        // Read by the tests that run this JVM: how its tests and its engine ended.
        System.out.println("[launch] tests " + tests);
        System.out.println("[launch] engine " + engine.toString().replace('\n', ' '));
    }
}
