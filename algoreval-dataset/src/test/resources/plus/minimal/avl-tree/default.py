# Minimal: a textbook recursive AVL tree (node heights stored, rotations on the way back up); the tree stays
# O(log n) deep, so recursion is shallow.
class _Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None
        self.height = 1


def _h(node):
    return node.height if node else 0


def _fix(node):
    node.height = 1 + max(_h(node.left), _h(node.right))


def _rot_right(y):
    x = y.left
    y.left = x.right
    x.right = y
    _fix(y)
    _fix(x)
    return x


def _rot_left(x):
    y = x.right
    x.right = y.left
    y.left = x
    _fix(x)
    _fix(y)
    return y


def _balance(node):
    _fix(node)
    b = _h(node.left) - _h(node.right)
    if b > 1:
        if _h(node.left.left) < _h(node.left.right):
            node.left = _rot_left(node.left)
        return _rot_right(node)
    if b < -1:
        if _h(node.right.right) < _h(node.right.left):
            node.right = _rot_right(node.right)
        return _rot_left(node)
    return node


def _insert(node, key):
    if node is None:
        return _Node(key)
    if key < node.key:
        node.left = _insert(node.left, key)
    elif key > node.key:
        node.right = _insert(node.right, key)
    else:
        return node
    return _balance(node)


def _remove(node, key):
    if node is None:
        return None
    if key < node.key:
        node.left = _remove(node.left, key)
    elif key > node.key:
        node.right = _remove(node.right, key)
    else:
        if node.left is None:
            return node.right
        if node.right is None:
            return node.left
        succ = node.right
        while succ.left is not None:
            succ = succ.left
        node.key = succ.key
        node.right = _remove(node.right, succ.key)
    return _balance(node)


class AVLTree:
    def __init__(self):
        self.root = None

    def insert(self, key):
        self.root = _insert(self.root, key)

    def remove(self, key):
        self.root = _remove(self.root, key)

    def preorder(self):
        out = []
        stack = [self.root] if self.root else []
        while stack:
            node = stack.pop()
            out.append((node.key, node.height))
            if node.right:
                stack.append(node.right)
            if node.left:
                stack.append(node.left)
        return out
