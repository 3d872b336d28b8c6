package dev.algoreval.engine.discovery;

import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;

/**
 * A grouping level of the tree (suite, model, language, domain, algorithm). Surefire reads only the
 * suite's legacy reporting name (the one container with a class source): it is the {@code classname}
 * of every test below it in the XML report (see {@link TestNames}). The deeper levels keep a dotted
 * path such as {@code algoreval.rust.graph.dijkstra} for reporters that read any container's.
 */
final class ContainerDescriptor extends AbstractTestDescriptor implements AlgorevalNode {
    private final String legacyReportingName;

    ContainerDescriptor(UniqueId uniqueId, String displayName, String legacyReportingName, TestSource source) {
        super(uniqueId, displayName, source);
        this.legacyReportingName = legacyReportingName;
    }

    @Override
    public Type getType() {
        return Type.CONTAINER;
    }

    @Override
    public String getLegacyReportingName() {
        return legacyReportingName;
    }
}
