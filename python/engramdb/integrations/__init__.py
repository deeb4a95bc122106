"""Adapters for agent frameworks, each in its own module and imported only when used (each framework is an
optional extra: ``pip install engramdb[langchain]``, ``[langgraph]``, ``[mcp]``, ``[agents]``):

* ``engramdb.integrations.langchain``: ``EngramVectorStore``, a LangChain ``VectorStore``;
* ``engramdb.integrations.langgraph``: ``EngramStore``, a LangGraph ``BaseStore``;
* ``engramdb.integrations.mcp``: a Model Context Protocol server over stdio (``engramdb mcp``);
* ``engramdb.integrations.openai_agents``: ``EngramSession``, an OpenAI Agents SDK ``Session``.

They write through the store's one write path (guards apply: a secret is refused with a clear error), with
dedup off, and keep the caller's metadata exactly as given (``_meta``: the names the store keeps for itself are
escaped, reversibly).
"""
