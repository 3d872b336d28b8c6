package dev.algoreval.engine.discovery;

import org.junit.platform.engine.support.hierarchical.Node;

/** Every node of the tree may run concurrently with its siblings; isolation is the sandbox's job. */
interface AlgorevalNode extends Node<AlgorevalExecutionContext> {
    @Override
    default ExecutionMode getExecutionMode() {
        return ExecutionMode.CONCURRENT;
    }
}
