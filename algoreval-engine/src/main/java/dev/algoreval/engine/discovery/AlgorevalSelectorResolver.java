package dev.algoreval.engine.discovery;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.api.AlgorevalSuite;
import dev.algoreval.engine.discovery.SuiteTests.Node;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.engine.discovery.UniqueIdSelector;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/**
 * Resolves the two selectors that reach this engine's nodes: the class selector of a marker class
 * annotated with {@link AlgorevalSuite} (what Surefire and IDEs send, and what package and classpath
 * scans turn into), and unique ids (what re-runs send). Every node is built from its unique id and
 * its suite's {@link SuiteTests}, its parent resolved through its parent's id, so both paths meet in
 * the same descriptors; a node's children are read off the index, so the whole tree takes linear time.
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
        return plan.suite(suiteClass).flatMap(tests -> tests.find(tests.suiteId()).map(node -> resolve(tests, node, suiteClass, context)))
                .orElse(Resolution.unresolved());
    }

    @Override
    public Resolution resolve(UniqueIdSelector selector, Context context) {
        UniqueId id = selector.getUniqueId();
        if (!id.hasPrefix(engineId) || id.getSegments().size() < 2
                || !id.getSegments().get(1).getType().equals(Segments.SUITE)) {
            return Resolution.unresolved();
        }
        String suiteName = id.getSegments().get(1).getValue();
        Optional<Class<?>> suiteClass = plan.suiteClass(suiteName);
        if (suiteClass.isEmpty()) {
            plan.noSuiteAt(id, suiteName);
            return Resolution.unresolved();
        }
        // A suite that selects nothing, or is invalid, has been reported already.
        Optional<SuiteTests> tests = plan.suite(suiteClass.get());
        Optional<SuiteTests.Walk> walk = tests.flatMap(t -> t.walk(id));
        if (walk.isEmpty()) {
            return Resolution.unresolved();
        }
        if (walk.get().missed() != null) {
            plan.noTestAt(id, suiteClass.get(), tests.get(), walk.get());
            return Resolution.unresolved();
        }
        return resolve(tests.get(), walk.get().reached(), suiteClass.get(), context);
    }

    private Resolution resolve(SuiteTests tests, Node node, Class<?> suiteClass, Context context) {
        Optional<TestDescriptor> descriptor = context.addToParent(() -> selectUniqueId(node.id().removeLastSegment()),
                parent -> Optional.of(descriptor(tests, node, suiteClass)));
        return descriptor.map(d -> Resolution.match(tests.isTest(node) ? Match.exact(d)
                : Match.exact(d, children(tests, node)))).orElse(Resolution.unresolved());
    }

    /** Selectors for the node's direct children; the resolver resolves them with this node as parent. */
    private static Supplier<Set<? extends DiscoverySelector>> children(SuiteTests tests, Node node) {
        return () -> {
            Set<DiscoverySelector> selectors = new LinkedHashSet<>();
            tests.children(node).forEach(id -> selectors.add(selectUniqueId(id)));
            return selectors;
        };
    }

    private TestDescriptor descriptor(SuiteTests tests, Node node, Class<?> suiteClass) {
        UniqueId id = node.id();
        String value = node.value();
        String type = id.getLastSegment().getType();
        TestNames names = plan.names();
        if (type.equals(Segments.SUITE)) {
            return new ContainerDescriptor(id, names.suiteDisplayName(suiteClass), names.suiteReportingName(suiteClass),
                    ClassSource.from(suiteClass));
        }
        if (type.equals(Segments.MODEL)) {
            return new ContainerDescriptor(id, value, "algoreval." + value, null);
        }
        if (type.equals(Segments.CONDITION)) {
            return new ContainerDescriptor(id, value, "algoreval." + node.model() + "." + value, null);
        }
        Instance instance = node.instance();
        String language = instance.language().id();
        String domain = instance.domain().id();
        return switch (type) {
            case Segments.LANGUAGE -> new ContainerDescriptor(id, instance.language().displayName(), "algoreval." + language, null);
            case Segments.DOMAIN -> new ContainerDescriptor(id, domain, "algoreval." + language + "." + domain, null);
            case Segments.ALGORITHM -> new ContainerDescriptor(id, instance.algorithm().name(),
                    "algoreval." + language + "." + domain + "." + value,
                    ClasspathResourceSource.from(SuiteTests.algorithmFile(instance)));
            case Segments.INSTANCE -> tests.isTest(node)
                    ? new InstanceTestDescriptor(id, names.test(value, node.model(), node.condition(), 0), instance,
                            node.model(), node.condition(), 0, node.group().source, node.group().tags)
                    : new ContainerDescriptor(id, value, "algoreval." + language + "." + domain + "."
                            + instance.algorithm().id(), node.group().source);
            case Segments.SAMPLE -> new InstanceTestDescriptor(id,
                    names.test(node.group().id, node.model(), node.condition(), node.sample() + 1), instance,
                    node.model(), node.condition(), node.sample(), node.group().source, node.group().tags);
            default -> throw new IllegalArgumentException("unknown unique id segment " + id.getLastSegment());
        };
    }
}
