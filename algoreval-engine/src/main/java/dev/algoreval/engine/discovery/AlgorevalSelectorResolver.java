package dev.algoreval.engine.discovery;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import dev.algoreval.dataset.Domain;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.engine.AlgorevalSuite;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.junit.platform.commons.support.ReflectionSupport;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.engine.discovery.UniqueIdSelector;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/**
 * Resolves the two selectors that reach this engine: the class selector of a marker class annotated
 * with {@link AlgorevalSuite} (what Surefire and IDEs send), and unique ids (what re-runs send). Every
 * node is rebuilt from its unique id alone, its parent resolved through its parent's id, so both
 * paths meet in the same descriptors.
 */
final class AlgorevalSelectorResolver implements SelectorResolver {
    private final DiscoveryPlan plan;
    private final UniqueId engineId;

    AlgorevalSelectorResolver(DiscoveryPlan plan, UniqueId engineId) {
        this.plan = plan;
        this.engineId = engineId;
    }

    @Override
    public Resolution resolve(ClassSelector selector, Context context) {
        Class<?> suiteClass = selector.getJavaClass();
        if (!suiteClass.isAnnotationPresent(AlgorevalSuite.class)) {
            return Resolution.unresolved();
        }
        return resolve(Segments.suite(engineId, suiteClass), context);
    }

    @Override
    public Resolution resolve(UniqueIdSelector selector, Context context) {
        return resolve(selector.getUniqueId(), context);
    }

    private Resolution resolve(UniqueId id, Context context) {
        if (!id.hasPrefix(engineId) || id.getSegments().size() < 2) {
            return Resolution.unresolved();
        }
        Optional<Class<?>> suiteClass = Segments.value(id, Segments.SUITE)
                .flatMap(name -> ReflectionSupport.tryToLoadClass(name).toOptional())
                .filter(c -> c.isAnnotationPresent(AlgorevalSuite.class));
        if (suiteClass.isEmpty()) {
            return Resolution.unresolved();
        }
        List<UniqueId> tests = plan.testsUnder(engineId, id, suiteClass.get());
        if (tests.isEmpty()) {
            return Resolution.unresolved();
        }
        Optional<TestDescriptor> descriptor = descriptor(id, suiteClass.get(), tests.get(0), context);
        return descriptor.map(d -> Resolution.match(d.getType() == TestDescriptor.Type.TEST ? Match.exact(d)
                : Match.exact(d, children(id, tests)))).orElse(Resolution.unresolved());
    }

    /** Selectors for the direct children of {@code node}: the resolver gives expanded selectors this node as parent. */
    private static Supplier<Set<? extends DiscoverySelector>> children(UniqueId node, List<UniqueId> tests) {
        int depth = node.getSegments().size() + 1;
        return () -> tests.stream().map(test -> prefix(test, depth)).distinct().map(id -> selectUniqueId(id))
                .collect(Collectors.toCollection(java.util.LinkedHashSet::new));
    }

    private static UniqueId prefix(UniqueId id, int segments) {
        UniqueId prefix = id;
        while (prefix.getSegments().size() > segments) {
            prefix = prefix.removeLastSegment();
        }
        return prefix;
    }

    /** Creates the node {@code id} under its parent; {@code anyTest} is any selected test below it. */
    private Optional<TestDescriptor> descriptor(UniqueId id, Class<?> suiteClass, UniqueId anyTest, Context context) {
        UniqueId.Segment last = id.getLastSegment();
        if (last.getType().equals(Segments.SUITE)) {
            return context.addToParent(parent -> Optional.of(existingOr(parent, id, () -> new ContainerDescriptor(id,
                    suiteClass.getSimpleName(), suiteClass.getName(), ClassSource.from(suiteClass)))));
        }
        Instance instance = plan.dataset().instance(Segments.value(anyTest, Segments.INSTANCE).orElseThrow()).orElseThrow();
        String model = Segments.value(id, Segments.MODEL).orElseThrow();
        String value = last.getValue();
        return context.addToParent(() -> selectUniqueId(id.removeLastSegment()), parent -> Optional.of(existingOr(parent, id,
                () -> switch (last.getType()) {
                    case Segments.MODEL -> new ContainerDescriptor(id, value, "algoreval." + value, null);
                    case Segments.LANGUAGE -> new ContainerDescriptor(id, Language.byId(value).orElseThrow().displayName(),
                            "algoreval." + value, null);
                    case Segments.DOMAIN -> new ContainerDescriptor(id, Domain.byId(value).orElseThrow().id(),
                            "algoreval." + instance.language().id() + "." + value, null);
                    case Segments.ALGORITHM -> new ContainerDescriptor(id, instance.algorithm().name(),
                            "algoreval." + instance.language().id() + "." + instance.domain().id() + "." + value,
                            algorithmSource(instance));
                    case Segments.INSTANCE -> plan.samples() == 1
                            ? new InstanceTestDescriptor(id, instance.id(), instance, model, 0, algorithmSource(instance))
                            : new ContainerDescriptor(id, instance.id(), "algoreval." + instance.language().id() + "."
                                    + instance.domain().id() + "." + instance.algorithm().id(), algorithmSource(instance));
                    case Segments.SAMPLE -> new InstanceTestDescriptor(id, instance.id() + " [sample " + value + "]",
                            instance, model, Integer.parseInt(value) - 1, algorithmSource(instance));
                    default -> throw new IllegalArgumentException("unknown unique id segment " + last);
                })));
    }

    private static TestSource algorithmSource(Instance instance) {
        return ClasspathResourceSource.from("algoreval/algorithms/" + instance.algorithm().id() + "/algorithm.yaml");
    }

    private static TestDescriptor existingOr(TestDescriptor parent, UniqueId id, Supplier<TestDescriptor> create) {
        return parent.getChildren().stream().filter(c -> c.getUniqueId().equals(id)).findFirst()
                .map(TestDescriptor.class::cast).orElseGet(create);
    }
}
