package dev.algoreval.engine.discovery;

import dev.algoreval.engine.api.AlgorevalSuite;
import java.util.function.Predicate;
import org.junit.platform.commons.support.ReflectionSupport;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.engine.discovery.ClasspathRootSelector;
import org.junit.platform.engine.discovery.ModuleSelector;
import org.junit.platform.engine.discovery.PackageSelector;
import org.junit.platform.engine.discovery.UniqueIdSelector;

/**
 * Whether a discovery request can reach a suite at all. The platform asks every engine on the
 * classpath to discover every request; one that selects only other engines' tests (the project's own
 * Jupiter tests run with a user's {@code -Dmodel}) must not read, check or act on AlgoREval's keys.
 */
final class RequestScope {
    private static final Predicate<Class<?>> SUITE = c -> c.isAnnotationPresent(AlgorevalSuite.class);

    private RequestScope() {
    }

    static boolean mayReachASuite(EngineDiscoveryRequest request, UniqueId engineId) {
        return request.getSelectorsByType(ClassSelector.class).stream().anyMatch(s -> SUITE.test(s.getJavaClass()))
                || request.getSelectorsByType(UniqueIdSelector.class).stream()
                        .anyMatch(s -> s.getUniqueId().hasPrefix(engineId))
                || request.getSelectorsByType(PackageSelector.class).stream()
                        .anyMatch(s -> !ReflectionSupport.findAllClassesInPackage(s.getPackageName(), SUITE, n -> true).isEmpty())
                || request.getSelectorsByType(ClasspathRootSelector.class).stream()
                        .anyMatch(s -> !ReflectionSupport.findAllClassesInClasspathRoot(s.getClasspathRoot(), SUITE, n -> true)
                                .isEmpty())
                || request.getSelectorsByType(ModuleSelector.class).stream()
                        .anyMatch(s -> !ReflectionSupport.findAllClassesInModule(s.getModuleName(), SUITE, n -> true).isEmpty());
    }
}
