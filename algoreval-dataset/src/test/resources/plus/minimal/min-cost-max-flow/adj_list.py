# Minimal: successive shortest paths with plain Bellman-Ford on a residual edge list (each edge and its reverse by index, so parallel edges stay apart); no potentials, no complexity assumed.
def minCostMaxFlow(adj, s, t):
    n = len(adj)
    to, frm, cap, cost = [], [], [], []
    for u in range(n):
        for v, c, w in adj[u]:
            frm.append(u); to.append(v); cap.append(c); cost.append(w)
            frm.append(v); to.append(u); cap.append(0); cost.append(-w)
    flow = 0
    total = 0
    INF = float("inf")
    while True:
        dist = [INF] * n
        via = [-1] * n
        dist[s] = 0
        for _ in range(n - 1):
            changed = False
            for e in range(len(to)):
                if cap[e] > 0 and dist[frm[e]] != INF and dist[frm[e]] + cost[e] < dist[to[e]]:
                    dist[to[e]] = dist[frm[e]] + cost[e]
                    via[to[e]] = e
                    changed = True
            if not changed:
                break
        if dist[t] == INF:
            break
        push = INF
        v = t
        while v != s:
            e = via[v]
            push = min(push, cap[e])
            v = frm[e]
        v = t
        while v != s:
            e = via[v]
            cap[e] -= push
            cap[e ^ 1] += push
            v = frm[e]
        flow += push
        total += push * dist[t]
    return (flow, total)
