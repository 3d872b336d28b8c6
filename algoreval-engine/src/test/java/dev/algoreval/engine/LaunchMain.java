package dev.algoreval.engine;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.HashMap;
import java.util.Map;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
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
        LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(Class.forName(args[0])))
                .configurationParameters(config)
                .build());
    }
}
