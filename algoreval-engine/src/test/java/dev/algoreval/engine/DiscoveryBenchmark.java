package dev.algoreval.engine;

import dev.algoreval.engine.api.Constants;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.launcher.EngineFilter.includeEngines;

import dev.algoreval.engine.model.ModelRegistry;
import dev.algoreval.engine.model.ModelSpec;
import java.util.Locale;
import java.util.stream.Collectors;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Times discoveries of {@link AllInstancesSuite} through the Launcher in one JVM (the first as a build
 * meets it, then the best of three warm ones), and the heap the plan keeps: {@code DiscoveryBenchmark <models|registry> <samples>}. No model
 * is called: the endpoint check and the cache are off and the base URL points at a closed port.
 * Run by {@code benchmarks/discovery.sh}; a main, not a test, so timings never gate a build.
 */
public final class DiscoveryBenchmark {
    private DiscoveryBenchmark() {
    }

    public static void main(String[] args) {
        String models = args[0].equals("registry")
                ? ModelRegistry.models().stream().map(ModelSpec::name).collect(Collectors.joining(","))
                : args[0];
        String samples = args[1];
        LauncherDiscoveryRequest request = IsolatedRuns.request()
                .selectors(selectClass(AllInstancesSuite.class))
                .filters(includeEngines(Constants.ENGINE_ID))
                .enableImplicitConfigurationParameters(false)
                .configurationParameter(Constants.MODEL, models)
                .configurationParameter(Constants.SAMPLES, samples)
                .configurationParameter(Constants.CHECK_ENDPOINT, "false")
                .configurationParameter(Constants.CACHE, "off")
                .configurationParameter(Constants.BASE_URL, "http://127.0.0.1:9/v1")
                .build();
        long heapBefore = usedHeapAfterGc();
        // The first discovery pays for class loading, JIT warm-up and the dataset; the best of three
        // more shows the steady cost on a machine that other work shares.
        TestPlan plan = null;
        double warm = Double.MAX_VALUE;
        for (int run = 0; run < 4; run++) {
            plan = null;
            long start = System.nanoTime();
            plan = LauncherFactory.create().discover(request);
            double seconds = (System.nanoTime() - start) / 1e9;
            long tests = plan.countTestIdentifiers(id -> id.isTest());
            if (run == 0) {
                System.out.printf(Locale.ROOT, "tests=%d (models=%d samples=%s)%n", tests, models.split(",").length, samples);
                print("cold", seconds, tests);
            } else {
                warm = Math.min(warm, seconds);
                if (run == 3) {
                    print("warm", warm, tests);
                }
            }
        }
        long retained = usedHeapAfterGc() - heapBefore;
        System.out.printf(Locale.ROOT, "  heap kept by the test plan: %.0f MB%n", retained / 1048576.0);
        // Keeps the plan reachable until after the measurement above.
        if (plan.getRoots().isEmpty()) {
            throw new IllegalStateException("no engine took part");
        }
    }

    private static void print(String run, double seconds, long tests) {
        System.out.printf(Locale.ROOT, "  %s: %.2f s, %.1f us per test%n", run, seconds, seconds * 1e6 / Math.max(1, tests));
    }

    private static long usedHeapAfterGc() {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
