<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Console</name>
    <message>
        <source>fifo-gui: {title} plays on an RQ queue: add --attach redis://HOST:PORT/DB --queue NAME.</source>
        <translation>fifo-gui: {title} se ejecuta en una cola de RQ: añada --attach redis://HOST:PUERTO/BD --queue NOMBRE.</translation>
    </message>
    <message>
        <source>fifo-gui: with --attach, --scenario plays a scenario on a broker (&quot;broker&quot;: &quot;rq&quot;) only; run this one with --console --scenario alone.</source>
        <translation>fifo-gui: con --attach, --scenario solo ejecuta un escenario en un broker (&quot;broker&quot;: &quot;rq&quot;); ejecute este con --console --scenario a secas.</translation>
    </message>
    <message numerus="yes">
        <source>Put %n task(s) with enqueue(); {workers} drain the queue and exit.</source>
        <translation>
            <numerusform>Puesta %n tarea con enqueue(); {workers} vacían la cola y terminan.</numerusform>
            <numerusform>Puestas %n tareas con enqueue(); {workers} vacían la cola y terminan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n RQ burst worker(s)</source>
        <translation>
            <numerusform>%n trabajador de RQ en modo burst</numerusform>
            <numerusform>%n trabajadores de RQ en modo burst</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../console.py" line="1"/>
        <source>mean CPU</source>
        <comment>column</comment>
        <translation>CPU media</translation>
    </message>
    <message>
        <location filename="../console.py" line="1"/>
        <source>CPU share</source>
        <comment>column</comment>
        <translation>parte de CPU</translation>
    </message>
    <message>
        <location filename="../console.py" line="1"/>
        <source>workers</source>
        <comment>column</comment>
        <translation>trabajadores</translation>
    </message>
    <message>
        <location filename="../console.py" line="1"/>
        <source>wall time</source>
        <comment>column</comment>
        <translation>tiempo total</translation>
    </message>
    <message>
        <location filename="../console.py" line="1"/>
        <source>mean run</source>
        <comment>column</comment>
        <translation>ejecución media</translation>
    </message>
    <message>
        <location filename="../console.py" line="1"/>
        <source>tasks running at once</source>
        <comment>column</comment>
        <translation>tareas a la vez</translation>
    </message>
    <message numerus="yes">
        <location filename="../console.py" line="247"/>
        <source>Summary — {title} ({discipline}, %n worker(s) on processes)</source>
        <translation>
            <numerusform>Resumen — {title} ({discipline}, %n trabajador en procesos)</numerusform>
            <numerusform>Resumen — {title} ({discipline}, %n trabajadores en procesos)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../console.py" line="1"/>
        <source>  running: mean {mean} a task · first start to last end {wall}</source>
        <translation>  en marcha: media {mean} por tarea · del primer inicio al último final {wall}</translation>
    </message>
</context>
<context>
    <name>CoreErrors</name>
    <message>
        <location filename="../core/processes/crossing.py" line="32"/>
        <source>{name} adds to a counter in the window&apos;s memory, which a worker process does not share: run the race lab on threads.</source>
        <translation>{name} suma a un contador en la memoria de la ventana, que un proceso trabajador no comparte: haga el laboratorio de la condición de carrera con hilos.</translation>
    </message>
    <message>
        <location filename="../core/processes/crossing.py" line="31"/>
        <source>A lambda cannot run in a worker process, which imports each task by its name: define the task with def at the top level of a module.</source>
        <translation>Una lambda no puede ejecutarse en un proceso trabajador, que importa cada tarea por su nombre: defina la tarea con def en el nivel superior de un módulo.</translation>
    </message>
    <message>
        <location filename="../core/processes/crossing.py" line="39"/>
        <source>{name} is defined inside another function, so a worker process cannot import it: define it at the top level of a module.</source>
        <translation>{name} está definida dentro de otra función, así que un proceso trabajador no puede importarla: defínala en el nivel superior de un módulo.</translation>
    </message>
    <message>
        <location filename="../core/processes/crossing.py" line="49"/>
        <source>{name} comes from {module}, which a worker process cannot import: put the task in a module on Python&apos;s path.</source>
        <translation>{name} viene de {module}, que un proceso trabajador no puede importar: ponga la tarea en un módulo de la ruta de Python.</translation>
    </message>
    <message>
        <location filename="../core/processes/crossing.py" line="63"/>
        <source>{name} cannot be sent to a worker process ({why}).</source>
        <translation>{name} no se puede enviar a un proceso trabajador ({why}).</translation>
    </message>
    <message>
        <location filename="../core/processes/crossing.py" line="70"/>
        <source>The arguments of {name} cannot be sent to a worker process ({why}).</source>
        <translation>Los argumentos de {name} no se pueden enviar a un proceso trabajador ({why}).</translation>
    </message>
    <message>
        <location filename="../core/scenario/schema.py" line="154"/>
        <source>$.engine: expected one of {names}, got {value}</source>
        <translation>$.engine: se esperaba uno de {names}, se encontró {value}</translation>
    </message>
</context>
<context>
    <name>ControlPanel</name>
    <message>
        <source>run as</source>
        <translation>funcionan como</translation>
    </message>
    <message>
        <location filename="../ui/producer/control_panel.py" line="1"/>
        <source>threads</source>
        <translation>hilos</translation>
    </message>
    <message>
        <location filename="../ui/producer/control_panel.py" line="1"/>
        <source>processes</source>
        <translation>procesos</translation>
    </message>
    <message>
        <location filename="../ui/producer/control_panel.py" line="1"/>
        <source>Threads share one Python interpreter, so CPU-bound tasks take turns (the GIL); processes each run their own, so they run side by side. Change while nothing waits or runs: a new session starts.</source>
        <translation>Los hilos comparten un intérprete de Python, así que las tareas de CPU se turnan (el GIL); cada proceso tiene el suyo, así que corren a la vez. Cámbielo cuando nada espere ni se ejecute: empieza una sesión nueva.</translation>
    </message>
    <message>
        <location filename="../ui/producer/control_panel.py" line="1"/>
        <source>What the workers are: threads or processes</source>
        <translation>Qué son los trabajadores: hilos o procesos</translation>
    </message>
</context>
<context>
    <name>EngineChoice</name>
    <message>
        <location filename="../ui/consumer/engine_choice.py" line="1"/>
        <source>Stop the workers and let the queue empty before changing whether the workers are threads or processes.</source>
        <translation>Detenga los trabajadores y deje que la cola se vacíe antes de cambiar si los trabajadores son hilos o procesos.</translation>
    </message>
    <message>
        <location filename="../ui/consumer/engine_choice.py" line="1"/>
        <source>New session: each worker runs its tasks in a process of its own.</source>
        <translation>Sesión nueva: cada trabajador ejecuta sus tareas en un proceso propio.</translation>
    </message>
    <message>
        <location filename="../ui/consumer/engine_choice.py" line="1"/>
        <source>New session: the workers are threads of this process again.</source>
        <translation>Sesión nueva: los trabajadores vuelven a ser hilos de este proceso.</translation>
    </message>
</context>
<context>
    <name>Scenarios</name>
    <message>
        <source>From one process to a broker</source>
        <translation>De un proceso a un broker</translation>
    </message>
    <message>
        <source>The lesson&apos;s four tasks put on an RQ queue in Redis, and two RQ workers started for them. The same: the workers take the jobs in FIFO order, and the failing task is reported with its traceback without stopping its worker. Not the same: each worker is a process of its own, maybe on another machine; Redis keeps the queue; and there is no sentinel. Stop RQ workers is a warm shutdown (each finishes the job it runs, the rest stay queued); Drain runs a --burst worker, which empties the queue and exits.</source>
        <translation>Las cuatro tareas de la lección puestas en una cola de RQ en Redis, y dos trabajadores de RQ puestos en marcha para ellas. Igual: los trabajadores toman los trabajos en orden FIFO, y la tarea que falla se informa con su traceback sin detener a su trabajador. Distinto: cada trabajador es un proceso propio, quizá en otra máquina; Redis guarda la cola; y no hay centinela. «Parar RQ en caliente» es un apagado en caliente (cada uno termina el trabajo que ejecuta y el resto sigue en cola); «Vaciar RQ en ráfaga» ejecuta un trabajador con --burst, que vacía la cola y termina.</translation>
    </message>
    <message>
        <location filename="../ui/words/scenario_texts.py" line="1"/>
        <source>Threads or processes?</source>
        <translation>¿Hilos o procesos?</translation>
    </message>
    <message>
        <location filename="../ui/words/scenario_texts.py" line="1"/>
        <source>Eight CPU-bound tasks on two workers. Run it on threads, then on processes (the Consumer group&apos;s threads/processes choice, or --engine). On threads the two workers take turns holding Python&apos;s interpreter lock (the GIL): two bars overlap on the timeline, but each runs at half speed, and the whole takes as long as on one worker. On processes each worker has an interpreter of its own: the bars are short and the wall time halves on two cores. Each bar&apos;s tooltip and the table&apos;s CPU column say why: a thread computes for about half its run (50 %), a process with a core of its own for all of it (100 %). Labs ▸ Compare runs it both ways and sets the times side by side.</source>
        <translation>Ocho tareas de CPU en dos trabajadores. Ejecútelo con hilos y luego con procesos (la elección hilos/procesos del grupo Consumidor, o --engine). Con hilos los dos trabajadores se turnan el cerrojo del intérprete de Python (el GIL): dos barras se solapan en la línea de tiempo, pero cada una avanza a media velocidad, y el conjunto tarda lo mismo que con un trabajador. Con procesos cada trabajador tiene su propio intérprete: las barras son cortas y el tiempo total se reduce a la mitad con dos núcleos. El texto emergente de cada barra y la columna CPU de la tabla dicen por qué: un hilo calcula durante cerca de la mitad de su ejecución (50 %), un proceso con un núcleo propio durante toda ella (100 %). Laboratorios ▸ Comparar lo ejecuta de las dos maneras y muestra los tiempos lado a lado.</translation>
    </message>
</context>
</TS>
