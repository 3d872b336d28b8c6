# Contract-minimal: Gabow's path-based SCC with an explicit stack (no depth limit is stated);
# self-loops need no special case.
def gabowScc(adj):
    n = len(adj)
    pre = [-1] * n
    comp = [-1] * n
    s_stack = []
    p_stack = []
    out = []
    counter = 0
    for root in range(n):
        if pre[root] != -1:
            continue
        pre[root] = counter
        counter += 1
        s_stack.append(root)
        p_stack.append(root)
        work = [(root, 0)]
        while work:
            u, k = work.pop()
            if k < len(adj[u]):
                work.append((u, k + 1))
                v = adj[u][k]
                if pre[v] == -1:
                    pre[v] = counter
                    counter += 1
                    s_stack.append(v)
                    p_stack.append(v)
                    work.append((v, 0))
                elif comp[v] == -1:
                    while pre[p_stack[-1]] > pre[v]:
                        p_stack.pop()
            else:
                if p_stack and p_stack[-1] == u:
                    p_stack.pop()
                    c = []
                    while True:
                        w = s_stack.pop()
                        comp[w] = len(out)
                        c.append(w)
                        if w == u:
                            break
                    out.append(c)
    return out
